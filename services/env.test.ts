import { resolve } from "node:path";
import { productApiConfig } from "./product-api/config";
import { readLogLevel, readServicesEnv } from "./env";

const refusal = (vars: Record<string, string>) => {
  try {
    readServicesEnv(vars);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(vars)}`);
};

describe("the services' environment", () => {
  it("runs the product API on one machine with nothing set", () => {
    expect(productApiConfig({})).toMatchObject({
      databaseUrl: undefined,
      databaseReplicaUrl: undefined,
      databasePoolSize: 10,
      pgliteDir: resolve(".data/product-api"),
      redisUrl: undefined,
      trustedProxies: undefined,
      auth: {
        issuer: "http://localhost:4000",
        audience: "http://localhost:3000/api/v1",
        tokenType: "at+jwt",
      },
      server: { port: 4001, host: "0.0.0.0", revalidate: undefined },
      building: false,
    });
  });

  it("reads the production settings", () => {
    const config = productApiConfig({
      DATABASE_URL: "postgres://kazi:pw@db.internal:5432/kazi",
      DATABASE_REPLICA_URL: "postgresql://kazi:pw@replica.internal:5432/kazi",
      DATABASE_POOL_SIZE: "25",
      AUTH_ISSUER: "https://id.kazi.africa",
      AUTH_ACCESS_TOKEN_TYP: "any",
      SITE_URL: "https://kazi.africa/",
      ALERTS_SECRET: "a-secret-of-our-own-that-is-long-enough",
      REVALIDATE_SECRET: "r",
      PORT: "8080",
      LOG_LEVEL: "WARN",
      NEXT_PHASE: "phase-production-build",
    });
    expect(config).toMatchObject({
      databaseReplicaUrl: "postgresql://kazi:pw@replica.internal:5432/kazi",
      databasePoolSize: 25,
      auth: { issuer: "https://id.kazi.africa", tokenType: null },
      server: { port: 8080, revalidate: { url: "https://kazi.africa/api/revalidate", secret: "r" } },
      logLevel: "warn",
      building: true,
    });
  });

  it("takes an empty variable as unset", () => {
    expect(productApiConfig({ DATABASE_URL: "", PORT: "", DATABASE_POOL_SIZE: "" })).toMatchObject({
      databaseUrl: undefined,
      databasePoolSize: 10,
      server: { port: 4001 },
    });
  });

  it("names the variable and the reason for a wrong value, every one at once", () => {
    expect(refusal({ DATABASE_POOL_SIZE: "0" })).toBe(
      "Invalid environment configuration:\n  DATABASE_POOL_SIZE: must be a whole number above 0",
    );
    expect(refusal({ DATABASE_URL: "mysql://db/kazi" })).toContain(
      "DATABASE_URL: must be a URL such as postgres://",
    );
    expect(refusal({ LOG_LEVEL: "loud" })).toContain(
      "LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
    );
    const message = refusal({ PORT: "http", ALERTS_SECRET: "short", TRUSTED_PROXIES: "proxy.internal" });
    expect(message.split("\n").slice(1).sort()).toEqual([
      "  ALERTS_SECRET: use at least 32 characters.",
      "  PORT: must be a port number (0-65535)",
      '  TRUSTED_PROXIES: "proxy.internal" is not an IP address, a CIDR range or "loopback"',
    ]);
  });

  it("refuses the once-published alerts secret when SITE_URL is https", () => {
    expect(() =>
      productApiConfig({
        SITE_URL: "https://kazi.africa",
        ALERTS_SECRET: "kazi-alerts-local-secret-0123456789",
      }),
    ).toThrow("Invalid environment configuration:\n  ALERTS_SECRET: is published in Kazi's source");
  });
});

test("the log level is LOG_LEVEL, else silent under Jest and info elsewhere", () => {
  expect(readLogLevel({ LOG_LEVEL: "Debug", NODE_ENV: "test" })).toBe("debug");
  expect(readLogLevel({ NODE_ENV: "test" })).toBe("silent");
  expect(readLogLevel({ NODE_ENV: "production" })).toBe("info");
  expect(() => readLogLevel({ LOG_LEVEL: "verbose" })).toThrow(
    "Invalid environment configuration:\n  LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
  );
});

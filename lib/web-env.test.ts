import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadIdentityConfig } from "../services/identity/config";
import { productApiConfig } from "../services/product-api/config";
import { DEFAULT_AUDIENCE, DEFAULT_SITE_URL } from "./defaults";
import { publicEnv } from "./public-env";
import { readWebEnv } from "./web-env";

const refusal = (vars: Record<string, string>) => {
  try {
    readWebEnv(vars);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(vars)}`);
};

describe("the web app's environment", () => {
  it("runs on one machine with nothing set", () => {
    const env = readWebEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      SITE_URL: "http://localhost:3000",
      AUTH_CLIENT_ID: "kazi-web",
      AUTH_AUDIENCE: "http://localhost:3000/api/v1",
      AUTH_AUDIENCE_PARAMS: "resource,audience",
      PRODUCT_API_TIMEOUT_MS: 10000,
      authIssuer: "http://localhost:4000",
      embeddedIdentity: true,
    });
    expect(env.PRODUCT_API_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it("takes an empty variable as unset, except AUTH_AUDIENCE_PARAMS, where empty means none", () => {
    const env = readWebEnv({ SITE_URL: "", PORT: "", AUTH_ISSUER: "", AUTH_AUDIENCE_PARAMS: "" });
    expect(env).toMatchObject({ SITE_URL: DEFAULT_SITE_URL, PORT: 3000, embeddedIdentity: true });
    expect(env.AUTH_AUDIENCE_PARAMS).toBe("");
  });

  it("reads numbers and the issuer of an external provider", () => {
    const env = readWebEnv({ PORT: "8080", IDENTITY_PORT: "4100", AUTH_ISSUER: "https://id.kazi.africa" });
    expect(env).toMatchObject({ PORT: 8080, authIssuer: "https://id.kazi.africa", embeddedIdentity: false });
    expect(readWebEnv({ IDENTITY_PORT: "4100" }).authIssuer).toBe("http://localhost:4100");
  });

  it("names the variable and the reason for a wrong value", () => {
    expect(refusal({ PORT: "eighty" })).toBe(
      "Invalid environment configuration:\n  PORT: must be a port number (0-65535)",
    );
    expect(refusal({ SITE_URL: "kazi.africa" })).toContain(
      "SITE_URL: must be an absolute http(s) URL, e.g. https://kazi.example",
    );
    expect(refusal({ PRODUCT_API_TIMEOUT_MS: "0" })).toContain(
      "PRODUCT_API_TIMEOUT_MS: must be a whole number above 0",
    );
    expect(refusal({ TRUSTED_PROXIES: "loopback, 10.0.0.0/99" })).toContain(
      'TRUSTED_PROXIES: "10.0.0.0/99" is not an IP address, a CIDR range or "loopback"',
    );
    expect(refusal({ REDIS_URL: "localhost:6379" })).toContain(
      "REDIS_URL: must be a URL such as redis://localhost:6379",
    );
  });

  it("lists every wrong variable at once", () => {
    const message = refusal({ PORT: "-1", AUTH_ISSUER: "id.kazi.africa", NODE_ENV: "staging" });
    expect(message.split("\n").slice(1).sort()).toEqual([
      "  AUTH_ISSUER: must be an absolute http(s) URL, e.g. https://kazi.example",
      expect.stringMatching(/^ {2}NODE_ENV: /),
      "  PORT: must be a port number (0-65535)",
    ]);
  });

  it("refuses the once-published client secret in production, and takes a secret of its own", () => {
    for (const setting of [{ SITE_URL: "https://kazi.africa" }, { NODE_ENV: "production" }] as Record<
      string,
      string
    >[])
      expect(refusal({ AUTH_CLIENT_SECRET: "kazi-web-local-secret", ...setting })).toMatch(
        /^Invalid environment configuration:\n {2}AUTH_CLIENT_SECRET: is published in Kazi's source/,
      );
    expect(
      readWebEnv({ SITE_URL: "https://kazi.africa", AUTH_CLIENT_SECRET: "ours" }).AUTH_CLIENT_SECRET,
    ).toBe("ours");
  });

  it("shares the secrets generated in DATA_DIR with the identity provider, and makes none until asked", () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), "kazi-web-env-"));
    const web = readWebEnv({ DATA_DIR, SITE_URL: "https://kazi.africa" });
    const provider = loadIdentityConfig({}, { DATA_DIR, SITE_URL: "https://kazi.africa" });
    expect(web.AUTH_CLIENT_SECRET).toMatch(/^[\w-]{43}$/);
    expect(provider.clientSecret).toBe(web.AUTH_CLIENT_SECRET);
    expect(productApiConfig({ DATA_DIR }).alerts.secret).not.toBe(web.AUTH_CLIENT_SECRET);
  });
});

describe("what client code sees", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("has the same site defaults as the server when nothing was baked in", () => {
    for (const name of ["NEXT_PUBLIC_SITE_URL", "NEXT_PUBLIC_SITE_NAME", "NEXT_PUBLIC_CONTACT_EMAIL"])
      delete process.env[name];
    const server = readWebEnv({});
    expect(publicEnv()).toMatchObject({
      siteUrl: server.siteUrl,
      siteName: server.SITE_NAME,
      contactEmail: server.CONTACT_EMAIL,
    });
    expect(`${publicEnv().siteUrl}/api/v1`).toBe(DEFAULT_AUDIENCE);
  });

  it("is baked in by next.config.ts from the validated web env", () => {
    Object.assign(process.env, {
      SITE_URL: "https://kazi.africa/",
      SITE_NAME: "Kazi Kenya",
      AUTH_CLIENT_SECRET: "s",
    });
    delete process.env.CONTACT_EMAIL;
    let config: { env?: Record<string, string | undefined> } = {};
    jest.isolateModules(() => {
      config = jest.requireActual("../next.config").default;
    });
    expect(config.env).toEqual({
      NEXT_PUBLIC_SITE_URL: "https://kazi.africa",
      NEXT_PUBLIC_SITE_NAME: "Kazi Kenya",
      NEXT_PUBLIC_CONTACT_EMAIL: "hello@kazi.africa",
      // Not from the env: the icon sprite's, the favicon's and the app icons' URLs, versioned by their content.
      NEXT_PUBLIC_ICON_SPRITE: expect.stringMatching(/^\/icons\.svg\?[\w-]{6}$/),
      NEXT_PUBLIC_FAVICON: expect.stringMatching(/^\/icon\.svg\?[\w-]{6}$/),
      NEXT_PUBLIC_APP_ICONS: expect.stringMatching(
        /^\/icons\/icon-192\.png\?[\w-]{6} \/icons\/icon-512\.png\?[\w-]{6} \/icons\/maskable-512\.png\?[\w-]{6}$/,
      ),
      // The build's version, which the service worker names (a new one for each build).
      NEXT_PUBLIC_APP_VERSION: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
  });

  it("stops next.config.ts with the variable's name when a value is wrong", () => {
    process.env.SITE_URL = "kazi.africa";
    expect(() => jest.isolateModules(() => jest.requireActual("../next.config"))).toThrow(
      "SITE_URL: must be an absolute http(s) URL",
    );
  });
});

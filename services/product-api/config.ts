import { resolve } from "node:path";

// Read straight from process.env (not lib/env.ts, which is server-only for Next): the same settings
// serve the embedded API inside Next, the standalone server and the seed CLI.
export function productApiConfig(env: NodeJS.ProcessEnv = process.env) {
  // turbopackIgnore: a data folder chosen at run time must not pull the whole project into the trace.
  const dataDir = resolve(/*turbopackIgnore: true*/ env.DATA_DIR || ".data");
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: resolve(/*turbopackIgnore: true*/ dataDir, "product-api"),
    uploadsDir: resolve(/*turbopackIgnore: true*/ dataDir, "uploads"),
    /** Where X-Forwarded-For is believed (lib/client-address.ts); loopback by default. */
    trustedProxies: env.TRUSTED_PROXIES || undefined,
    /** Shared rate-limit counters in Redis; else in the database. */
    redisUrl: env.REDIS_URL || undefined,
    auth: {
      issuer: env.AUTH_ISSUER || `http://localhost:${env.IDENTITY_PORT || 4000}`,
      audience: env.AUTH_AUDIENCE || "http://localhost:3000/api/v1",
      // RFC 9068 says at+jwt; Keycloak (and Auth0 without its RFC 9068 profile) send "JWT": set "any" there.
      tokenType: env.AUTH_ACCESS_TOKEN_TYP === "any" ? null : env.AUTH_ACCESS_TOKEN_TYP || "at+jwt",
    },
  };
}

export type ProductApiConfig = ReturnType<typeof productApiConfig>;

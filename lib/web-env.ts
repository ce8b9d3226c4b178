import { resolve } from "node:path";
import { z } from "zod";
import { CLIENT_SECRET_FILE, PUBLISHED_SECRET, refusedSecret, secretOrLocal } from "../services/local-secret";
import { parseTrustedProxies } from "../services/product-api/lib/client-address";
import {
  DEFAULT_AUDIENCE,
  DEFAULT_CLIENT_ID,
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_DATA_DIR,
  DEFAULT_IDENTITY_PORT,
  DEFAULT_PRODUCT_API_TIMEOUT_MS,
  DEFAULT_SITE_NAME,
  DEFAULT_SITE_URL,
  DEFAULT_WEB_PORT,
  defaultIssuer,
} from "./defaults";
import { configError, field, parseEnv, type EnvSource } from "./env-fields";

// The web app's environment, validated once: the one place its server side reads process.env.
// No "server-only" here, because next.config.ts, scripts/web-server.ts and proxy.ts (through
// lib/auth/cookies.ts) read it outside React; pages and route handlers import lib/env.ts, which adds
// that guard. Client code sees only the NEXT_PUBLIC_* values baked into the build (lib/public-env.ts).
// Every variable is optional: the defaults (lib/defaults.ts) run the whole product on one machine.

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** scripts/web-server.ts listens here. */
  PORT: field.port().default(DEFAULT_WEB_PORT),
  NEXT_DIST_DIR: field.text().default(".next"),
  SITE_URL: field.httpUrl().default(DEFAULT_SITE_URL),
  SITE_NAME: field.text().default(DEFAULT_SITE_NAME),
  CONTACT_EMAIL: z.email({ error: "must be an email address" }).default(DEFAULT_CONTACT_EMAIL),
  PRODUCT_API_URL: field.httpUrl().optional(),
  PRODUCT_API_TIMEOUT_MS: field.positiveInt().default(DEFAULT_PRODUCT_API_TIMEOUT_MS),
  AUTH_ISSUER: field.httpUrl().optional(),
  AUTH_CLIENT_ID: field.text().default(DEFAULT_CLIENT_ID),
  /** Unset: the one the embedded provider shares through DATA_DIR (services/local-secret.ts). */
  AUTH_CLIENT_SECRET: field.text().optional(),
  DATA_DIR: field.text().default(DEFAULT_DATA_DIR),
  AUTH_AUDIENCE: field.text().default(DEFAULT_AUDIENCE),
  AUTH_SCOPE: field.text().optional(),
  /** Empty on purpose for Entra ID (lib/auth/options.ts), so kept when empty. */
  AUTH_AUDIENCE_PARAMS: field.text().default("resource,audience"),
  IDENTITY_PORT: field.port().default(DEFAULT_IDENTITY_PORT),
  /** Encrypts the session cookie; lib/auth/cookies.ts requires it in production, when a request needs it. */
  NEXTAUTH_SECRET: field.text().optional(),
  AUTH_SECRET: field.text().optional(),
  NEXTAUTH_URL: field.httpUrl().optional(),
  REVALIDATE_SECRET: field.text().optional(),
  TRUSTED_PROXIES: field.trustedProxies(parseTrustedProxies).optional(),
  /** Shared Next cache (pages, data, tags); each instance's memory without it. */
  REDIS_URL: field.url(["redis", "rediss"], "redis://localhost:6379").optional(),
  /** Served at /{key}.txt for IndexNow (app/api/indexnow-key); unset answers 404 there. */
  INDEXNOW_KEY: field.indexNowKey().optional(),
  NEXT_PUBLIC_GA_ID: field.text().optional(),
  NEXT_PUBLIC_GA_DEV: field.text().optional(),
});

/** Validates `source`; throws the variable and the reason when a value is wrong. */
export function readWebEnv(source: EnvSource) {
  const { AUTH_CLIENT_SECRET, ...env } = parseEnv(schema, source, ["AUTH_AUDIENCE_PARAMS"]);
  const production = env.NODE_ENV === "production";
  if (refusedSecret(AUTH_CLIENT_SECRET, { production, siteUrl: env.SITE_URL }))
    throw configError([["AUTH_CLIENT_SECRET", PUBLISHED_SECRET]]);
  // turbopackIgnore: a data folder chosen at run time must not pull the whole project into the trace.
  const dataDir = resolve(/*turbopackIgnore: true*/ env.DATA_DIR);
  const clientSecret = secretOrLocal(AUTH_CLIENT_SECRET, dataDir, CLIENT_SECRET_FILE);
  return {
    ...env,
    get AUTH_CLIENT_SECRET() {
      return clientSecret();
    },
    /** The identity provider's issuer: the configured one, else the embedded provider. */
    authIssuer: env.AUTH_ISSUER ?? defaultIssuer(env.IDENTITY_PORT),
    embeddedIdentity: !env.AUTH_ISSUER,
    /** SITE_URL without a trailing slash, e.g. for links in mails and the NEXT_PUBLIC_ copy. */
    siteUrl: env.SITE_URL.replace(/\/+$/, ""),
  };
}

export type WebEnv = ReturnType<typeof readWebEnv>;

let loaded: WebEnv | undefined;

/** This process's environment, read and validated on first use. */
export function webEnv(): WebEnv {
  return (loaded ??= readWebEnv(process.env));
}

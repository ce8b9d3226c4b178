import { resolve } from "node:path";
import { DEFAULT_ALERTS_SECRET } from "./routes/alerts/alert-settings";
import { DEFAULT_DIGEST_CRON } from "./routes/alerts/digest-cron";
import { DEFAULT_RETENTION_CRON } from "./retention/retention-cron";
import { storageConfig } from "./lib/storage/storage-config";

// Read straight from process.env (not lib/env.ts, which is server-only for Next): the same settings
// serve the embedded API inside Next, the standalone server and the seed CLI.
export function productApiConfig(env: NodeJS.ProcessEnv = process.env) {
  // turbopackIgnore: a data folder chosen at run time must not pull the whole project into the trace.
  const dataDir = resolve(/*turbopackIgnore: true*/ env.DATA_DIR || ".data");
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: resolve(/*turbopackIgnore: true*/ dataDir, "product-api"),
    uploadsDir: resolve(/*turbopackIgnore: true*/ dataDir, "uploads"),
    /** CVs and cover letters: an S3-compatible bucket when S3_BUCKET is set, else uploadsDir. */
    storage: storageConfig(env, resolve(/*turbopackIgnore: true*/ dataDir, "uploads")),
    /** Where X-Forwarded-For is believed (lib/client-address.ts); loopback by default. */
    trustedProxies: env.TRUSTED_PROXIES || undefined,
    /** Shared rate-limit counters in Redis; else in the database. */
    redisUrl: env.REDIS_URL || undefined,
    alerts: alertsConfig(env, dataDir),
    /** When the data-retention pass runs (cron, UTC); off with RETENTION_CRON=off or ALERTS_CRON=off. */
    retention: { cron: env.RETENTION_CRON || DEFAULT_RETENTION_CRON },
    auth: {
      issuer: env.AUTH_ISSUER || `http://localhost:${env.IDENTITY_PORT || 4000}`,
      audience: env.AUTH_AUDIENCE || "http://localhost:3000/api/v1",
      // RFC 9068 says at+jwt; Keycloak (and Auth0 without its RFC 9068 profile) send "JWT": set "any" there.
      tokenType: env.AUTH_ACCESS_TOKEN_TYP === "any" ? null : env.AUTH_ACCESS_TOKEN_TYP || "at+jwt",
    },
  };
}

/** Job alerts: mail (as the identity provider sends it), links and their signing secret, schedule. */
function alertsConfig(env: NodeJS.ProcessEnv, dataDir: string) {
  const siteUrl = (env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
  const secret = env.ALERTS_SECRET || DEFAULT_ALERTS_SECRET;
  if (secret.length < 32)
    throw new Error("Invalid environment configuration:\n  ALERTS_SECRET: use at least 32 characters.");
  if (siteUrl.startsWith("https:") && secret === DEFAULT_ALERTS_SECRET)
    throw new Error(
      "Invalid environment configuration:\n  ALERTS_SECRET: set a secret of your own when SITE_URL is https; the default one is published in Kazi's source.",
    );
  return {
    siteUrl,
    secret,
    /** SMTP_URL: mail goes through this server; without it, to .eml files under DATA_DIR/mail. */
    smtpUrl: env.SMTP_URL || undefined,
    mailDataDir: dataDir,
    mailFrom: env.MAIL_FROM || `Kazi <no-reply@${new URL(siteUrl).hostname}>`,
    /** When digest passes run (cron, UTC); ALERTS_CRON=off runs no worker in this process. */
    cron: env.ALERTS_CRON || DEFAULT_DIGEST_CRON,
  };
}

export type ProductApiConfig = ReturnType<typeof productApiConfig>;

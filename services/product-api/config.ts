import { resolve } from "node:path";
import { defaultIssuer } from "../../lib/defaults";
import { configError, readServicesEnv, type ServicesEnv } from "../env";
import {
  ALERTS_SECRET_FILE,
  PUBLISHED_SECRET,
  refusedSecret,
  secretOrLocal,
  VAPID_KEYS_FILE,
} from "../local-secret";
import { makeVapidKeys, parseVapidKeys, vapidKeysText } from "./notify/vapid-keys";
import { DEFAULT_DIGEST_CRON } from "./routes/alerts/digest-cron";
import { DEFAULT_IMPORT_CRON } from "./import/import-cron";
import { DEFAULT_RETENTION_CRON } from "./retention/retention-cron";
import { storageConfig } from "./lib/storage/storage-config";
import { searchEnginesConfig } from "./search-engines/search-engines-config";
import { phoneConfig } from "./notify/phone/phone-config";

/**
 * The product API's settings, from the services env (services/env.ts): the same for the embedded
 * API inside Next, the standalone server and the tools. `source` is for tests; the default is this
 * process's environment.
 */
export function productApiConfig(source?: Record<string, string | undefined>) {
  const env = readServicesEnv(source);
  // turbopackIgnore: a data folder chosen at run time must not pull the whole project into the trace.
  const dataDir = resolve(/*turbopackIgnore: true*/ env.DATA_DIR);
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
    throw configError([
      [
        "DATABASE_REPLICA_URL",
        "needs DATABASE_URL: a replica follows a PostgreSQL server, not the embedded database.",
      ],
    ]);
  const identityInProcess = env.IDENTITY_IN_PRODUCT_API === "true";
  if (identityInProcess && env.DATABASE_URL)
    throw configError([
      [
        "IDENTITY_IN_PRODUCT_API",
        "is for the embedded database only: with DATABASE_URL the identity provider runs as its own process.",
      ],
    ]);
  const alerts = alertsConfig(env, dataDir);
  return {
    databaseUrl: env.DATABASE_URL,
    /** A read-only replica for job reads and search (db/client.ts says which); the primary without it. */
    databaseReplicaUrl: env.DATABASE_REPLICA_URL,
    /** Connections per pool (the primary's, the replica's), per process. */
    databasePoolSize: env.DATABASE_POOL_SIZE,
    pgliteDir: resolve(/*turbopackIgnore: true*/ dataDir, "product-api"),
    uploadsDir: resolve(/*turbopackIgnore: true*/ dataDir, "uploads"),
    /** CVs and cover letters: an S3-compatible bucket when S3_BUCKET is set, else uploadsDir. */
    storage: storageConfig(env, resolve(/*turbopackIgnore: true*/ dataDir, "uploads")),
    /** Where X-Forwarded-For is believed (lib/client-address.ts); loopback by default. */
    trustedProxies: env.TRUSTED_PROXIES,
    /** Shared rate-limit counters in Redis; else in the database. */
    redisUrl: env.REDIS_URL,
    alerts,
    /** WhatsApp (Meta's Cloud API) and SMS (Africa's Talking); each off while unset. */
    phone: phoneConfig(env, () => alerts.secret),
    notify: notifyConfig(env, dataDir),
    /** IndexNow and Google's Indexing API, told of job changes; each off while unset. */
    searchEngines: searchEnginesConfig(env, env.SITE_URL.replace(/\/+$/, "")),
    /** When the data-retention pass runs (cron, UTC); off with RETENTION_CRON=off or ALERTS_CRON=off. */
    retention: { cron: env.RETENTION_CRON || DEFAULT_RETENTION_CRON },
    /** When the career feeds are imported (cron, UTC); off with IMPORT_CRON=off or ALERTS_CRON=off. */
    imports: { cron: env.IMPORT_CRON || DEFAULT_IMPORT_CRON },
    auth: {
      issuer: env.AUTH_ISSUER ?? defaultIssuer(env.IDENTITY_PORT),
      audience: env.AUTH_AUDIENCE,
      tokenType: env.AUTH_ACCESS_TOKEN_TYP === "any" ? null : env.AUTH_ACCESS_TOKEN_TYP,
    },
    /** The standalone server (server.ts). */
    server: { port: env.PORT, host: env.HOST, revalidate: revalidateConfig(env), identityInProcess },
    /** `next build` loads the embedded API to prerender pages: no background workers then. */
    building: env.NEXT_PHASE === "phase-production-build",
    logLevel: env.LOG_LEVEL,
  };
}

/** Job alerts: mail (as the identity provider sends it), links and their signing secret, schedule. */
function alertsConfig(env: ServicesEnv, dataDir: string) {
  const siteUrl = env.SITE_URL.replace(/\/+$/, "");
  if (refusedSecret(env.ALERTS_SECRET, { production: env.NODE_ENV === "production", siteUrl }))
    throw configError([["ALERTS_SECRET", PUBLISHED_SECRET]]);
  const secret = secretOrLocal(env.ALERTS_SECRET, dataDir, ALERTS_SECRET_FILE);
  return {
    siteUrl,
    siteName: env.SITE_NAME,
    /** ALERTS_SECRET, else one made in DATA_DIR: every API process on it signs and checks alike. */
    get secret() {
      return secret();
    },
    /** SMTP_URL: mail goes through this server; without it, to .eml files under DATA_DIR/mail. */
    smtpUrl: env.SMTP_URL,
    mailDataDir: dataDir,
    mailFrom: env.MAIL_FROM || `${env.SITE_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
    /** When digest passes run (cron, UTC); ALERTS_CRON=off runs no worker in this process. */
    cron: env.ALERTS_CRON || DEFAULT_DIGEST_CRON,
  };
}

/** Channels beyond the mail (notify/channels.ts): Web Push's keys, the daily cap. */
function notifyConfig(env: ServicesEnv, dataDir: string) {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = env;
  if (!VAPID_PUBLIC_KEY !== !VAPID_PRIVATE_KEY) {
    const missing = VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
    throw configError([[missing, "set both VAPID keys, or neither to have a pair made in DATA_DIR."]]);
  }
  const configured =
    VAPID_PUBLIC_KEY && vapidKeysText({ publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY! });
  const keys = secretOrLocal(configured, dataDir, VAPID_KEYS_FILE, () => vapidKeysText(makeVapidKeys()));
  return {
    push: {
      /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else a pair made in DATA_DIR, shared as ALERTS_SECRET's file is. */
      get keys() {
        return parseVapidKeys(keys());
      },
      subject: env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_EMAIL}`,
    },
    /** Messages per seeker, channel and day on the capped channels (all but e-mail). */
    dailyCap: env.NOTIFY_DAILY_CAP,
  };
}

/** Where the standalone API tells the web app which jobs changed: REVALIDATE_URL (else SITE_URL's) + REVALIDATE_SECRET. */
function revalidateConfig(env: ServicesEnv) {
  if (!env.REVALIDATE_SECRET) return undefined;
  const url = env.REVALIDATE_URL ?? `${env.SITE_URL.replace(/\/+$/, "")}/api/revalidate`;
  return { url, secret: env.REVALIDATE_SECRET };
}

export type ProductApiConfig = ReturnType<typeof productApiConfig>;

import { z } from "zod";
import {
  DEFAULT_AUDIENCE,
  DEFAULT_CLIENT_ID,
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_DATA_DIR,
  DEFAULT_DATABASE_POOL_SIZE,
  DEFAULT_IDENTITY_PORT,
  DEFAULT_PRODUCT_API_PORT,
  DEFAULT_SITE_NAME,
  DEFAULT_SITE_URL,
} from "../lib/defaults";
import { configError, field, parseEnv, type EnvSource } from "../lib/env-fields";
import { parseTrustedProxies } from "./product-api/lib/client-address";

export { configError };

// The services' environment (product API, identity provider, their CLIs), validated once: the one
// place they read process.env. Not lib/env.ts, which is server-only for Next: the same settings
// serve the embedded API inside Next, the standalone servers and the tools. Each process takes
// what it needs through productApiConfig() (product-api/config.ts) or loadIdentityConfig()
// (identity/config.ts), which also refuse secrets published in Kazi's source (local-secret.ts).
// Every variable is optional: the defaults (lib/defaults.ts) run everything on one machine.

const postgres = () => field.url(["postgres", "postgresql"], "postgres://kazi:secret@db.internal:5432/kazi");

function logLevel() {
  return z
    .string()
    .toLowerCase()
    .pipe(
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "must be one of fatal, error, warn, info, debug, trace, silent",
      }),
    );
}

const schema = z.object({
  NODE_ENV: z.string().optional(),
  /** Set by `next build`: the embedded API then starts no background workers. */
  NEXT_PHASE: z.string().optional(),
  DATA_DIR: field.text().default(DEFAULT_DATA_DIR),
  /** PostgreSQL; PGlite in DATA_DIR without it. */
  DATABASE_URL: postgres().optional(),
  /** A read-only replica of DATABASE_URL for job reads and search (product API only). */
  DATABASE_REPLICA_URL: postgres().optional(),
  DATABASE_POOL_SIZE: field.positiveInt().default(DEFAULT_DATABASE_POOL_SIZE),
  REDIS_URL: field.url(["redis", "rediss"], "redis://localhost:6379").optional(),
  TRUSTED_PROXIES: field.trustedProxies(parseTrustedProxies).optional(),
  SITE_URL: field.httpUrl().default(DEFAULT_SITE_URL),
  /** The product's name in the provider's screens and in mail (the web app reads it too). */
  SITE_NAME: field.text().default(DEFAULT_SITE_NAME),
  SMTP_URL: field.url(["smtp", "smtps"], "smtps://kazi:secret@mail.example:465").optional(),
  MAIL_FROM: field.text().optional(),
  LOG_LEVEL: logLevel().optional(),

  // Product API.
  /** The standalone server (product-api/server.ts). */
  PORT: field.port().default(DEFAULT_PRODUCT_API_PORT),
  HOST: field.text().default("0.0.0.0"),
  AUTH_ISSUER: field.httpUrl().optional(),
  AUTH_AUDIENCE: field.text().default(DEFAULT_AUDIENCE),
  /** RFC 9068 says at+jwt; Keycloak (and Auth0 without its RFC 9068 profile) send "JWT": "any" there. */
  AUTH_ACCESS_TOKEN_TYP: field.text().default("at+jwt"),
  ALERTS_SECRET: z.string().min(32, { error: "use at least 32 characters." }).optional(),
  ALERTS_CRON: field.text().optional(),
  RETENTION_CRON: field.text().optional(),
  IMPORT_CRON: field.text().optional(),
  /** Where job writes are announced to the web app (SITE_URL/api/revalidate by default). */
  REVALIDATE_URL: field.httpUrl().optional(),
  REVALIDATE_SECRET: field.text().optional(),
  // Search engines told of job changes (product-api/search-engines); each is off while unset.
  INDEXNOW_KEY: field.indexNowKey().optional(),
  INDEXNOW_ENDPOINT: field.httpUrl().default("https://api.indexnow.org/indexnow"),
  /** A Google service account's JSON key, or the path of its file. */
  GOOGLE_INDEXING_SERVICE_ACCOUNT: field.text().optional(),
  GOOGLE_INDEXING_ENDPOINT: field
    .httpUrl()
    .default("https://indexing.googleapis.com/v3/urlNotifications:publish"),
  // The phone channels (product-api/notify/phone), each off while unset; checked in phone-config.ts.
  /** Meta's WhatsApp Cloud API: the Graph API's versioned base, the sending number's id, a permanent token. */
  WHATSAPP_API_URL: field.httpUrl().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: field.text().optional(),
  WHATSAPP_ACCESS_TOKEN: field.text().optional(),
  /** Africa's Talking's SMS API (https://api.sandbox.africastalking.com for the sandbox). */
  AT_API_URL: field.httpUrl().default("https://api.africastalking.com"),
  AT_USERNAME: field.text().optional(),
  AT_API_KEY: field.text().optional(),
  /** The sender id or short code registered with Africa's Talking; their shared one when unset. */
  AT_FROM: field.text().optional(),
  /** Part of the incoming-message callback URL Africa's Talking is given (STOP replies). */
  AT_WEBHOOK_SECRET: z.string().min(24, { error: "use at least 24 characters." }).optional(),
  // Notifications beyond e-mail (product-api/notify): Web Push's VAPID keys (made in DATA_DIR when
  // unset) and their contact, and each capped channel's messages per seeker and day.
  VAPID_PUBLIC_KEY: field.text().optional(),
  VAPID_PRIVATE_KEY: field.text().optional(),
  VAPID_SUBJECT: field.url(["mailto", "https"], "mailto:hello@kazi.africa").optional(),
  CONTACT_EMAIL: field.text().default(DEFAULT_CONTACT_EMAIL),
  NOTIFY_DAILY_CAP: field.positiveInt().default(5),
  // S3-compatible storage for CVs; checked together in product-api/lib/storage/storage-config.ts.
  S3_BUCKET: field.text().optional(),
  S3_ENDPOINT: field.text().optional(),
  S3_REGION: field.text().optional(),
  S3_ACCESS_KEY_ID: field.text().optional(),
  S3_SECRET_ACCESS_KEY: field.text().optional(),
  S3_FORCE_PATH_STYLE: field.text().optional(),

  // Identity provider.
  /** Set by `npm start` and `npm run dev`: the provider runs in the product API's process (PGlite only). */
  IDENTITY_IN_PRODUCT_API: z.enum(["true", "false"], { error: 'must be "true" or "false"' }).optional(),
  IDENTITY_PORT: field.port().default(DEFAULT_IDENTITY_PORT),
  IDENTITY_ISSUER: field.httpUrl().optional(),
  AUTH_CLIENT_ID: field.text().default(DEFAULT_CLIENT_ID),
  /** The web app's client secret at the embedded provider; made in DATA_DIR when unset (local-secret.ts). */
  AUTH_CLIENT_SECRET: field.text().optional(),
});

export type ServicesEnv = z.output<typeof schema>;

/** Validates `source` (this process's environment by default); throws naming each wrong variable. */
export function readServicesEnv(source: EnvSource = process.env): ServicesEnv {
  return parseEnv(schema, source);
}

/**
 * The pino level of this process (LOG_LEVEL; silent under Jest, info otherwise). Apart from the
 * rest because the logger (services/operations) serves the web app too, which has its own env.
 */
export function readLogLevel(source: EnvSource = process.env) {
  const env = parseEnv(
    z.object({ LOG_LEVEL: logLevel().optional(), NODE_ENV: z.string().optional() }),
    source,
  );
  return env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info");
}

import path from "node:path";
import { defaultIssuer } from "../../lib/defaults";
import { configError, readServicesEnv } from "../env";
import { CLIENT_SECRET_FILE, PUBLISHED_SECRET, refusedSecret, secretOrLocal } from "../local-secret";
import type { Site } from "./views/layout";

export interface IdentityOptions {
  port?: number;
  issuer?: string;
  siteUrl?: string;
  /** SITE_NAME: the product's name on the provider's screens and in its mail. */
  siteName?: string;
  clientId?: string;
  clientSecret?: string;
  audience?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** SMTP_URL: mail goes through this server; without it, to .eml files under `${dataDir}/mail`. */
  smtpUrl?: string;
  mailFrom?: string;
  /** REDIS_URL: sign-in throttling counters live there instead of the identity database. */
  redisUrl?: string;
  /** TRUSTED_PROXIES: peers whose X-Forwarded-For names the client (loopback by default). */
  trustedProxies?: string[];
}

type Optional = "databaseUrl" | "smtpUrl" | "redisUrl";
export type IdentityConfig = Required<Omit<IdentityOptions, Optional>> & Pick<IdentityOptions, Optional>;

/** Employers' systems: job writes, reading applications and changing their status (employer-clients.ts). */
const EMPLOYER_SCOPES = "jobs:write applications:read applications:write";
/** Reading reports and clearing jobs under caution (product API). */
export const MODERATOR_SCOPE = "jobs:moderate";
/** The API's resource scopes: machine clients only, never granted to job seekers. */
export const API_SCOPES = `${EMPLOYER_SCOPES} ${MODERATOR_SCOPE}`;

// Kept as written (not normalised): issuer and audience are compared byte for byte by token verifiers.
function checkUrl(name: string, value: string): string {
  if (!URL.canParse(value))
    throw configError([[name, "must be an absolute URL, e.g. https://kazi.example/api/v1"]]);
  return value;
}

/** Options win over the environment (services/env.ts); the environment wins over the local defaults. */
export function loadIdentityConfig(
  opts: IdentityOptions = {},
  source?: Record<string, string | undefined>,
): IdentityConfig {
  const env = readServicesEnv(source);
  const port = opts.port ?? env.IDENTITY_PORT;
  const siteUrl = checkUrl("SITE_URL", opts.siteUrl ?? env.SITE_URL).replace(/\/+$/, "");
  const siteName = opts.siteName ?? env.SITE_NAME;
  const dataDir = path.resolve(opts.dataDir ?? env.DATA_DIR);
  const configuredSecret = opts.clientSecret ?? env.AUTH_CLIENT_SECRET;
  if (refusedSecret(configuredSecret, { production: env.NODE_ENV === "production", siteUrl }))
    throw configError([["AUTH_CLIENT_SECRET", PUBLISHED_SECRET]]);
  const clientSecret = secretOrLocal(configuredSecret, dataDir, CLIENT_SECRET_FILE);
  return {
    port,
    issuer: checkUrl("IDENTITY_ISSUER", opts.issuer ?? env.IDENTITY_ISSUER ?? defaultIssuer(port)),
    siteUrl,
    siteName,
    clientId: opts.clientId ?? env.AUTH_CLIENT_ID,
    /** AUTH_CLIENT_SECRET, else the one the web app reads from the same DATA_DIR. */
    get clientSecret() {
      return clientSecret();
    },
    audience: checkUrl("AUTH_AUDIENCE", opts.audience ?? env.AUTH_AUDIENCE),
    dataDir,
    databaseUrl: opts.databaseUrl ?? env.DATABASE_URL,
    smtpUrl: opts.smtpUrl ?? env.SMTP_URL,
    mailFrom: opts.mailFrom ?? (env.MAIL_FROM || `${siteName} <no-reply@${new URL(siteUrl).hostname}>`),
    redisUrl: opts.redisUrl ?? env.REDIS_URL,
    trustedProxies:
      opts.trustedProxies ??
      (env.TRUSTED_PROXIES ?? "loopback")
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean),
  };
}

/** The site the provider's pages and mail speak for. */
export const siteOf = (config: IdentityConfig): Site => ({ name: config.siteName, url: config.siteUrl });

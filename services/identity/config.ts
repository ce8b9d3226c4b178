import path from "node:path";

export interface IdentityOptions {
  port?: number;
  issuer?: string;
  siteUrl?: string;
  clientId?: string;
  clientSecret?: string;
  audience?: string;
  dataDir?: string;
  databaseUrl?: string;
  enableTestClients?: boolean;
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

/** The embedded web client's secret when none is configured: public, so only for local http use. */
export const DEFAULT_CLIENT_SECRET = "kazi-web-local-secret";

/** Client id and secret of the machine client that only exists when test clients are enabled. */
export const TEST_EMPLOYER_CLIENT = { id: "kazi-employer", secret: "kazi-employer-test-secret" } as const;

export const EMPLOYER_SCOPE = "jobs:write";
/** Reading reports and clearing jobs under caution (product API). */
export const MODERATOR_SCOPE = "jobs:moderate";
/** The API's resource scopes: machine clients only, never granted to job seekers. */
export const API_SCOPES = `${EMPLOYER_SCOPE} ${MODERATOR_SCOPE}`;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`IDENTITY_PORT must be a port number (0-65535), got "${raw}"`);
  }
  return port;
}

// Kept as written (not normalised): issuer and audience are compared byte for byte by token verifiers.
function parseUrl(name: string, raw: string): string {
  if (!URL.canParse(raw)) throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  return raw;
}

/** Options win over the environment; the environment wins over the local defaults. */
export function loadIdentityConfig(
  opts: IdentityOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): IdentityConfig {
  const port = opts.port ?? parsePort(env.IDENTITY_PORT);
  const flag = env.IDENTITY_ENABLE_TEST_CLIENTS;
  const siteUrl = parseUrl("SITE_URL", opts.siteUrl ?? env.SITE_URL ?? "http://localhost:3000").replace(
    /\/+$/,
    "",
  );
  const clientSecret = opts.clientSecret ?? env.AUTH_CLIENT_SECRET ?? DEFAULT_CLIENT_SECRET;
  if (siteUrl.startsWith("https:") && clientSecret === DEFAULT_CLIENT_SECRET) {
    throw new Error(
      "AUTH_CLIENT_SECRET must be set to a secret of your own when SITE_URL is https: the default one is published in Kazi's source.",
    );
  }
  return {
    port,
    issuer: parseUrl("IDENTITY_ISSUER", opts.issuer ?? env.IDENTITY_ISSUER ?? `http://localhost:${port}`),
    siteUrl,
    clientId: opts.clientId ?? env.AUTH_CLIENT_ID ?? "kazi-web",
    clientSecret,
    audience: parseUrl("AUTH_AUDIENCE", opts.audience ?? env.AUTH_AUDIENCE ?? "http://localhost:3000/api/v1"),
    dataDir: path.resolve(opts.dataDir ?? env.DATA_DIR ?? ".data"),
    databaseUrl: opts.databaseUrl ?? (env.DATABASE_URL || undefined),
    enableTestClients: opts.enableTestClients ?? (flag === "1" || flag === "true"),
    smtpUrl: opts.smtpUrl ?? (env.SMTP_URL || undefined),
    mailFrom: opts.mailFrom ?? (env.MAIL_FROM || `Kazi <no-reply@${new URL(siteUrl).hostname}>`),
    redisUrl: opts.redisUrl ?? (env.REDIS_URL || undefined),
    trustedProxies:
      opts.trustedProxies ??
      (env.TRUSTED_PROXIES
        ? env.TRUSTED_PROXIES.split(",")
            .map((p) => p.trim())
            .filter(Boolean)
        : ["loopback"]),
  };
}

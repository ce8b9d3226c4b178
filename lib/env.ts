import "server-only";
import { z } from "zod";

/** The embedded provider's client secret when none is set: public, so for local http use only. */
const DEFAULT_CLIENT_SECRET = "kazi-web-local-secret";

// Server-side environment, validated once. Every variable is optional: the defaults run the whole
// product on one machine (embedded product API, PGlite, embedded identity provider).
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_URL: z.url().default("http://localhost:3000"),
  PRODUCT_API_URL: z.url().optional(),
  PRODUCT_API_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  AUTH_ISSUER: z.url().optional(),
  AUTH_CLIENT_ID: z.string().default("kazi-web"),
  AUTH_CLIENT_SECRET: z.string().default(DEFAULT_CLIENT_SECRET),
  AUTH_AUDIENCE: z.string().default("http://localhost:3000/api/v1"),
  AUTH_SCOPE: z.string().optional(),
  AUTH_AUDIENCE_PARAMS: z.string().optional(),
  IDENTITY_PORT: z.coerce.number().int().positive().default(4000),
  REVALIDATE_SECRET: z.string().optional(),
});

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  const env = parsed.data;
  if (env.SITE_URL.startsWith("https:") && env.AUTH_CLIENT_SECRET === DEFAULT_CLIENT_SECRET) {
    throw new Error(
      "Invalid environment configuration:\n  AUTH_CLIENT_SECRET: set a secret of your own when SITE_URL is https; the default one is published in Kazi's source.",
    );
  }
  return {
    ...env,
    /** The identity provider's issuer: the configured one, else the embedded provider. */
    authIssuer: env.AUTH_ISSUER ?? `http://localhost:${env.IDENTITY_PORT}`,
    embeddedIdentity: !env.AUTH_ISSUER,
  };
}

export const env = load();

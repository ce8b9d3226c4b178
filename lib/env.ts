import "server-only";
import { z } from "zod";

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
  AUTH_CLIENT_SECRET: z.string().default("kazi-web-local-secret"),
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
  return {
    ...env,
    /** The identity provider's issuer: the configured one, else the embedded provider. */
    authIssuer: env.AUTH_ISSUER ?? `http://localhost:${env.IDENTITY_PORT}`,
    embeddedIdentity: !env.AUTH_ISSUER,
  };
}

export const env = load();

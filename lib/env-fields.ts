import { z } from "zod";

// What the web env (lib/web-env.ts) and the services env (services/env.ts) share: the field types,
// one reading of "unset", and one shape of error naming the variable and saying why.

export type EnvSource = Record<string, string | undefined>;

const HEADING = "Invalid environment configuration:";

/** The error a process stops with at start: `NAME: why`, one line per variable. */
export function configError(problems: [name: string, why: string][]): Error {
  return new Error([HEADING, ...problems.map(([name, why]) => `  ${name}: ${why}`)].join("\n"));
}

/**
 * Validates `source` (process.env, or a test's record). An empty value counts as unset (`VAR=` in a
 * shell or a compose file), except for the names in `keepEmpty`, where empty means something.
 */
export function parseEnv<S extends z.ZodType>(schema: S, source: EnvSource, keepEmpty: string[] = []) {
  const values = Object.fromEntries(
    Object.entries(source).filter(([name, value]) => value !== "" || keepEmpty.includes(name)),
  );
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data as z.output<S>;
  throw configError(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

export const field = {
  /** http(s) only: a site, an issuer, an API. */
  httpUrl: () =>
    z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, e.g. https://kazi.example" }),
  /** An absolute URL of one of `schemes` (postgres, redis, smtp…), e.g. `example`. */
  url: (schemes: string[], example: string) =>
    z.url({ protocol: new RegExp(`^(${schemes.join("|")})$`), error: `must be a URL such as ${example}` }),
  port: () => z.coerce.number({ error: "must be a port number (0-65535)" }).int().min(0).max(65535),
  positiveInt: () => z.coerce.number({ error: "must be a whole number above 0" }).int().positive(),
  text: () => z.string(),
  /** IndexNow's key: the web app serves it at /{key}.txt, the product API names it in its notices. */
  indexNowKey: () =>
    z.string().regex(/^[a-zA-Z0-9-]{8,128}$/, { error: "must be 8 to 128 letters, digits or dashes" }),
  /** "loopback", addresses or CIDR ranges, refused with the parser's own reason. */
  trustedProxies: (parse: (spec: string) => unknown) =>
    z.string().superRefine((value, ctx) => {
      try {
        parse(value);
      } catch (error) {
        const why = error instanceof Error ? error.message.replace(/^TRUSTED_PROXIES: /, "") : String(error);
        ctx.addIssue({ code: "custom", message: why });
      }
    }),
};

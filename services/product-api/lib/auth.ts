import type { Context, MiddlewareHandler } from "hono";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { AppEnv } from "./app-env";
import { ApiProblem } from "./problem";
import { SESSION_ENDED_TYPE } from "./session-ended";

export interface AuthOptions {
  /** The identity provider's issuer, exactly as it appears in the tokens' `iss`. */
  issuer: string;
  /** The product API's audience (`aud`). */
  audience: string;
  /** The required JOSE `typ` header (default at+jwt); null accepts any. */
  tokenType?: string | null;
}

export interface AuthUser {
  sub: string;
  name?: string;
  email?: string;
  /** The token's email_verified claim; undefined when the identity provider sends none. */
  emailVerified?: boolean;
  /** The token's locale claim (OIDC, BCP 47): the language the seeker signed up in, when the provider says. */
  locale?: string;
  permissions: ReadonlySet<string>;
  /** The token's iat, in seconds: tokens issued before a logout are refused (revocations.ts). */
  issuedAt?: number;
  /** The token's sid: the sign-in session it belongs to, when the provider says. */
  session?: string;
  /** The client the token was issued to (RFC 9068 client_id, else azp): the moderation log names it. */
  clientId?: string;
  /**
   * The token's `company` claim (COMPANY_CLAIM): an employer's system, which writes only that company's
   * jobs (company-access.ts) and changes only the applications to them. Tokens without it write any
   * company's jobs, as the operator's own tools do, and change no application's status.
   */
  company?: string;
}

/** The access-token claim naming an employer client's company (set by the provider, per client). */
export const COMPANY_CLAIM = "company";

export type Authenticator = (token: string) => Promise<AuthUser>;

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * Verifies RFC 9068 JWT access tokens against the issuer's published keys. The key set location is
 * discovered once from the issuer's metadata (falling back to `${issuer}/jwks`); jose caches the keys
 * and refetches them when a token names an unknown key id.
 */
export function createAuthenticator({ issuer, audience, tokenType = "at+jwt" }: AuthOptions): Authenticator {
  let keySet: Promise<KeySet> | undefined;
  const base = issuer.replace(/\/+$/, "");

  async function discover(): Promise<KeySet> {
    let jwksUri = `${base}/jwks`;
    try {
      const response = await fetch(`${base}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(5000),
      });
      if (response.ok) jwksUri = ((await response.json()) as { jwks_uri?: string }).jwks_uri ?? jwksUri;
    } catch (error) {
      // Discovery failing now must not pin the fallback forever.
      keySet = undefined;
      throw error;
    }
    return createRemoteJWKSet(new URL(jwksUri));
  }

  return async (token) => {
    keySet ??= discover();
    const { payload } = await jwtVerify(token, await keySet, {
      issuer,
      audience,
      typ: tokenType ?? undefined,
      clockTolerance: 5,
      algorithms: ["RS256", "PS256", "ES256", "EdDSA"],
    });
    return toUser(payload);
  };
}

function toUser(payload: JWTPayload): AuthUser {
  if (!payload.sub) throw new Error("The access token has no subject.");
  const permissions = new Set<string>();
  if (typeof payload.scope === "string") for (const s of payload.scope.split(" ")) if (s) permissions.add(s);
  if (Array.isArray(payload.permissions))
    for (const p of payload.permissions) if (typeof p === "string") permissions.add(p);
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
  const emailVerified = typeof payload.email_verified === "boolean" ? payload.email_verified : undefined;
  return {
    sub: payload.sub,
    name: text(payload.name),
    email: text(payload.email),
    emailVerified,
    locale: text(payload.locale),
    permissions,
    issuedAt: typeof payload.iat === "number" ? payload.iat : undefined,
    session: text(payload.sid),
    clientId: text(payload.client_id) ?? text(payload.azp),
    company: text(payload[COMPANY_CLAIM]),
  };
}

const challenge = (error?: string) => ({
  "WWW-Authenticate": error ? `Bearer realm="kazi", error="${error}"` : 'Bearer realm="kazi"',
});

/** The answer to a token of a session that has ended (revocations.ts): not to be renewed. */
export const sessionEnded = () =>
  new ApiProblem(401, "Authentication failed.", {
    type: SESSION_ENDED_TYPE,
    detail: "This session has ended. Sign in again.",
    headers: challenge("invalid_token"),
  });

/** Verifies the bearer token once per request; public routes never look at it. */
async function resolveUser(c: Context<AppEnv>): Promise<AuthUser> {
  const known = c.get("user");
  if (known) return known;
  const header = c.req.header("authorization");
  if (!header)
    throw new ApiProblem(401, "Authentication required.", {
      detail: "Sign in to continue.",
      headers: challenge(),
    });
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    throw new ApiProblem(401, "Authentication failed.", {
      detail: "Send the access token as 'Authorization: Bearer <token>'.",
      headers: challenge("invalid_request"),
    });
  }
  let user: AuthUser;
  try {
    user = await c.var.deps.auth(match[1]);
  } catch {
    throw new ApiProblem(401, "Authentication failed.", {
      detail: "The access token is invalid or has expired.",
      headers: challenge("invalid_token"),
    });
  }
  if (await c.var.deps.revocations.isRevoked(user)) throw sessionEnded();
  c.set("user", user);
  return user;
}

/** The caller, for handlers behind requireUser or requirePermission. */
export function currentUser(c: Context<AppEnv>): AuthUser {
  const user = c.get("user");
  if (!user) throw new Error("currentUser() used on a route without requireUser");
  return user;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  await resolveUser(c);
  await next();
};

/**
 * Refuses callers whose token says their address is not verified, with `detail` saying what to do;
 * tokens without the claim pass (an external provider that sends none vouches for its addresses).
 */
export function requireVerifiedEmail(detail: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await resolveUser(c);
    if (user.emailVerified === false) throw new ApiProblem(403, "Email address not verified.", { detail });
    await next();
  };
}

/** Any one of the permissions will do. */
export function requirePermission(...permissions: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await resolveUser(c);
    if (!permissions.some((permission) => user.permissions.has(permission))) {
      throw new ApiProblem(403, "Forbidden.", {
        detail: `This action needs the ${permissions.map((p) => `'${p}'`).join(" or ")} permission.`,
      });
    }
    await next();
  };
}

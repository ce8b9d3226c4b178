import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createLocalJWKSet, jwtVerify } from "jose";
import type { RateLimiter } from "../rate-limit";
import type { IdentityConfig } from "./config";
import type { IdentityDb } from "./db";
import { readForm, HttpError } from "./http";
import type { SigningJwk } from "./keys";

export const ACCOUNT_DELETION_PATH = "/account/delete";

/**
 * POST /account/delete: the web app deletes the signed-in user's account, a back channel like
 * token revocation (RFC 7009). Two proofs are needed: the web client's own credentials (HTTP
 * Basic), so no resource server that merely holds a user's access token can use it, and that
 * user's current access token (form field `token`), so the web app can only delete the account
 * of whoever is signed in to it (`dry_run=true` checks both and deletes nothing). The account, its sessions, grants, codes and refresh tokens go in
 * one statement; afterwards its password signs nobody in and the address can register again.
 */
export function createAccountDeletionHandler(deps: {
  config: IdentityConfig;
  db: IdentityDb;
  limiter: RateLimiter;
  jwks: { keys: SigningJwk[] };
}) {
  const { config, db, limiter } = deps;
  const publicKeys = createLocalJWKSet({
    keys: deps.jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  });
  const secretDigest = (value: string) => crypto.createHash("sha256").update(value).digest();

  function authenticateClient(req: IncomingMessage): boolean {
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? "");
    if (!match) return false;
    const decoded = Buffer.from(match[1], "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0) return false;
    // RFC 6749 §2.3.1: both parts are form-encoded.
    const part = (s: string) => decodeURIComponent(s.replace(/\+/g, "%20"));
    try {
      const id = part(decoded.slice(0, colon));
      const secret = part(decoded.slice(colon + 1));
      return (
        id === config.clientId &&
        crypto.timingSafeEqual(secretDigest(secret), secretDigest(config.clientSecret))
      );
    } catch {
      return false;
    }
  }

  /** The account the token was issued to, for the web client; undefined when it is not such a token. */
  async function accountOf(token: string): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(token, publicKeys, {
        issuer: config.issuer,
        audience: config.audience,
        typ: "at+jwt",
        algorithms: ["RS256"],
      });
      if (payload.client_id !== config.clientId || typeof payload.sub !== "string") return undefined;
      return /^[0-9a-f-]{36}$/i.test(payload.sub) ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  }

  async function deleteAccount(accountId: string) {
    const [row] = await db.query<{ email: string | null }>(
      `WITH account AS (DELETE FROM identity_accounts WHERE id = $1::uuid RETURNING email),
       models AS (
         DELETE FROM identity_oidc_models
         WHERE payload->>'accountId' = $2
            OR payload->'session'->>'accountId' = $2
            OR payload->'result'->'login'->>'accountId' = $2
            OR grant_id IN (SELECT id FROM identity_oidc_models WHERE model = 'Grant' AND payload->>'accountId' = $2)
         RETURNING 1
       )
       SELECT (SELECT email FROM account) AS email, (SELECT count(*) FROM models) AS models`,
      [accountId, accountId],
    );
    // Throttling counters are keyed by the address; they go too (the address may sign up again).
    if (row?.email) {
      for (const key of [
        `login:account:${row.email}`,
        `login:account:${row.email}:lock`,
        `mail:${row.email}`,
      ])
        await limiter.reset(key);
    }
  }

  function send(res: ServerResponse, status: number, body?: object, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      "cache-control": "no-store",
      ...(body ? { "content-type": "application/json" } : {}),
      ...headers,
    });
    res.end(body ? JSON.stringify(body) : undefined);
  }

  /** Returns false when the request is not for this endpoint. */
  return async function handleAccountDeletion(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (new URL(req.url ?? "/", "http://x").pathname !== ACCOUNT_DELETION_PATH) return false;
    try {
      if (req.method !== "POST") {
        send(res, 405, { error: "invalid_request", error_description: "Use POST." }, { allow: "POST" });
      } else if (!authenticateClient(req)) {
        send(
          res,
          401,
          { error: "invalid_client", error_description: "Client authentication failed." },
          { "www-authenticate": 'Basic realm="kazi"' },
        );
      } else {
        const form = await readForm(req);
        const token = form.get("token");
        const accountId = token ? await accountOf(token) : undefined;
        if (!token)
          send(res, 400, {
            error: "invalid_request",
            error_description: "The user's access token is missing.",
          });
        else if (!accountId)
          send(res, 401, {
            error: "invalid_token",
            error_description: "The access token is invalid, expired or not the web app's.",
          });
        else {
          // dry_run checks both proofs and deletes nothing: the web app asks first, so a provider it
          // cannot use (wrong secret, unreachable) is found out before the product API deletes anything.
          if (form.get("dry_run") !== "true") await deleteAccount(accountId);
          send(res, 204);
        }
      }
    } catch (error) {
      if (error instanceof HttpError)
        send(res, error.status, { error: "invalid_request", error_description: error.message });
      else {
        console.error("identity: account deletion failed:", error);
        send(res, 500, {
          error: "server_error",
          error_description: "The account could not be deleted. Try again.",
        });
      }
    }
    return true;
  };
}

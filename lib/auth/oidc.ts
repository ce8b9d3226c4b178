import "server-only";
import { decodeJwt } from "jose";
import { env } from "@/lib/env";
import { productApi } from "@/lib/product-api";
import { createRedisTokenMemory } from "./token-memory-redis";
import { createTokenRefresher, RefreshError, type TokenRefresher, type TokenSet } from "./token-refresh";

// Talks to the identity provider outside next-auth: discovery, refresh_token grant, logout URL.

export interface ProviderMetadata {
  issuer: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
}

export const issuerUrl = () => env.authIssuer.replace(/\/+$/, "");
export const wellKnownUrl = () => `${issuerUrl()}/.well-known/openid-configuration`;

// Route bundles may each load this module; the cache and the refresher live on globalThis so
// there is one per process.
const store = globalThis as typeof globalThis & {
  __kaziOidcMetadata?: Map<string, Promise<ProviderMetadata>>;
  __kaziTokenRefresher?: TokenRefresher;
};

export function discovery(): Promise<ProviderMetadata> {
  const cache = (store.__kaziOidcMetadata ??= new Map());
  const url = wellKnownUrl();
  let pending = cache.get(url);
  if (!pending) {
    pending = (async () => {
      const response = await fetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`OpenID discovery at ${url} answered ${response.status}`);
      const metadata = (await response.json()) as ProviderMetadata;
      if (typeof metadata.token_endpoint !== "string")
        throw new Error(`OpenID discovery at ${url} has no token_endpoint`);
      return metadata;
    })();
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** `expires_in` when given, else the access token's own `exp`. */
export function expiresAtOf(
  expiresIn: unknown,
  accessToken: string | undefined,
  nowSeconds: number,
): number | undefined {
  if (typeof expiresIn === "number" && Number.isFinite(expiresIn)) return nowSeconds + expiresIn;
  if (typeof expiresIn === "string" && /^\d+$/.test(expiresIn)) return nowSeconds + Number(expiresIn);
  try {
    const exp = accessToken ? decodeJwt(accessToken).exp : undefined;
    return typeof exp === "number" ? exp : undefined;
  } catch {
    return undefined; // an opaque access token
  }
}

export function basicAuth(id: string, secret: string) {
  // RFC 6749 §2.3.1: form-encode both parts before base64.
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, "+");
  return `Basic ${Buffer.from(`${encode(id)}:${encode(secret)}`).toString("base64")}`;
}

async function requestRefresh(refreshToken: string): Promise<TokenSet> {
  let response: Response;
  try {
    const { token_endpoint } = await discovery();
    response = await fetch(token_endpoint, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
        authorization: basicAuth(env.AUTH_CLIENT_ID, env.AUTH_CLIENT_SECRET),
      },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new RefreshError(
      `Token endpoint unreachable: ${error instanceof Error ? error.message : error}`,
      false,
    );
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.access_token !== "string") {
    const reason = typeof body.error === "string" ? body.error : `HTTP ${response.status}`;
    // 400/401 (invalid_grant, invalid_client): this refresh token will never work again.
    throw new RefreshError(`Refresh refused: ${reason}`, response.status === 400 || response.status === 401);
  }
  const now = Math.floor(Date.now() / 1000);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === "string" ? body.refresh_token : undefined,
    expiresAt: expiresAtOf(body.expires_in, body.access_token, now),
    idToken: typeof body.id_token === "string" ? body.id_token : undefined,
  };
}

/**
 * Revokes a refresh token at the provider's revocation endpoint (RFC 7009), which ends its grant:
 * a copy of the session cookie can no longer renew its access token. Providers without one: nothing.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  const { revocation_endpoint } = await discovery();
  if (!revocation_endpoint) return;
  const response = await fetch(revocation_endpoint, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: basicAuth(env.AUTH_CLIENT_ID, env.AUTH_CLIENT_SECRET),
    },
    body: new URLSearchParams({ token: refreshToken, token_type_hint: "refresh_token" }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`The provider's revocation endpoint answered ${response.status}`);
}

/**
 * A refresh token spent twice (token-refresh.ts, REUSE_GRACE_SECONDS) ends its whole family: the
 * spent one goes to the provider once more, which makes oidc-provider (and Auth0 and Okta) revoke the
 * grant; the newest one is revoked (RFC 7009) for providers that do not; and the product API refuses
 * the session's access tokens issued so far, an external provider's too.
 */
async function endTokenFamily(spent: string, newest: TokenSet): Promise<void> {
  const warn = (what: string) => (error: unknown) =>
    console.warn(
      `[auth] reused refresh token: ${what} failed:`,
      error instanceof Error ? error.message : error,
    );
  await Promise.all([
    requestRefresh(spent)
      .then(
        // A provider that let it through: what it handed out goes too.
        (renewed) => (renewed.refreshToken ? revokeRefreshToken(renewed.refreshToken) : undefined),
        () => undefined,
      )
      .catch(warn("revoking what the spent refresh token got")),
    newest.refreshToken
      ? revokeRefreshToken(newest.refreshToken).catch(warn("revoking the newest refresh token"))
      : undefined,
    productApi(newest.accessToken).endMySessions().catch(warn("ending the API sessions")),
  ]);
}

export function tokenRefresher(): TokenRefresher {
  // With REDIS_URL the renewed tokens are remembered for every web instance, else in this process.
  store.__kaziTokenRefresher ??= createTokenRefresher(
    requestRefresh,
    undefined,
    env.REDIS_URL ? createRedisTokenMemory(env.REDIS_URL) : undefined,
    endTokenFamily,
  );
  return store.__kaziTokenRefresher;
}

/**
 * Where to send the browser to end the provider session too: the discovered end_session_endpoint,
 * else Auth0's /v2/logout. Null when the provider cannot be reached (then only the local session ends).
 * `returnTo` is the site origin, the one address providers have registered; the page's language goes
 * in `state` (RP-Initiated Logout 1.0), which the provider hands back there (`/?state=fr`, which
 * proxy.ts sends on to /fr), and in `ui_locales` for any page the provider shows.
 */
export async function providerLogoutUrl(
  idToken: string | undefined,
  returnTo: string,
  locale: string = "en",
): Promise<string | null> {
  let metadata: ProviderMetadata;
  try {
    metadata = await discovery();
  } catch (error) {
    console.warn(
      "[auth] cannot reach the identity provider for logout:",
      error instanceof Error ? error.message : error,
    );
    return null;
  }
  if (metadata.end_session_endpoint) {
    const url = new URL(metadata.end_session_endpoint);
    if (idToken) url.searchParams.set("id_token_hint", idToken);
    url.searchParams.set("client_id", env.AUTH_CLIENT_ID);
    url.searchParams.set("post_logout_redirect_uri", returnTo);
    url.searchParams.set("ui_locales", locale);
    if (locale !== "en") url.searchParams.set("state", locale);
    return url.toString();
  }
  const url = new URL(`${issuerUrl()}/v2/logout`);
  url.searchParams.set("client_id", env.AUTH_CLIENT_ID);
  url.searchParams.set("returnTo", returnTo);
  return url.toString();
}

import "server-only";
import { decodeJwt } from "jose";
import type { NextAuthOptions, Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { env, type WebEnv } from "@/lib/env";
import { authSecret, SESSION_MAX_AGE, secureCookies } from "./cookies";
import { endSessionsEverywhere } from "./end-sessions";
import { savePendingJob } from "./pending-save";
import { expiresAtOf, revokeRefreshToken, tokenRefresher, wellKnownUrl } from "./oidc";
import { canModerate } from "./moderator";
import { sessionHasEnded } from "./session-check";
import { isRefreshError } from "./token-refresh";
import { siteConfig } from "@/lib/site";

const OIDC_PROVIDER_ID = "oidc";
const DEFAULT_SCOPE = "openid profile email offline_access";

interface OidcProfile {
  sub: string;
  name?: string;
  preferred_username?: string;
  email?: string;
  picture?: string;
}

/**
 * The API audience goes out under each name in AUTH_AUDIENCE_PARAMS: `resource` (RFC 8707: the
 * embedded provider, Keycloak) and `audience` (Auth0). Entra ID refuses `resource`: set it empty there
 * and put the API scope in AUTH_SCOPE instead.
 */
export function authorizationParams(
  source: Pick<WebEnv, "AUTH_SCOPE" | "AUTH_AUDIENCE_PARAMS"> = env,
  audience = env.AUTH_AUDIENCE,
) {
  const params: Record<string, string> = { scope: source.AUTH_SCOPE?.trim() || DEFAULT_SCOPE };
  const names = source.AUTH_AUDIENCE_PARAMS.split(",").map((n) => n.trim());
  for (const name of names) if (name && audience) params[name] = audience;
  return params;
}

/** Name and email from the id token, else from the access token (the embedded provider puts them there). */
function claimsOf(profile: OidcProfile, accessToken: string | undefined): OidcProfile {
  if (profile.name && profile.email) return profile;
  try {
    const fromAccessToken = accessToken ? (decodeJwt(accessToken) as Partial<OidcProfile>) : {};
    return { ...fromAccessToken, ...profile };
  } catch {
    return profile;
  }
}

const oidcProvider: OAuthConfig<OidcProfile> = {
  id: OIDC_PROVIDER_ID,
  name: `${siteConfig.name} account`,
  type: "oauth",
  wellKnown: wellKnownUrl(),
  idToken: true,
  checks: ["pkce", "state"],
  clientId: env.AUTH_CLIENT_ID,
  // Read when a sign-in needs it: an unset secret is made in DATA_DIR then, never by `next build`.
  get clientSecret() {
    return env.AUTH_CLIENT_SECRET;
  },
  // signIn()'s third argument (prompt=create, screen_hint=signup) is added to these by next-auth.
  authorization: { params: authorizationParams() },
  profile(profile, tokens) {
    const claims = claimsOf(profile, tokens.access_token);
    return {
      id: profile.sub,
      name: claims.name ?? claims.preferred_username ?? null,
      email: claims.email ?? null,
      image: claims.picture ?? null,
    };
  },
};

async function jwt({
  token,
  account,
}: {
  token: JWT;
  account?: { access_token?: string; refresh_token?: string; expires_at?: number; id_token?: string } | null;
}): Promise<JWT> {
  if (account) {
    const now = Math.floor(Date.now() / 1000);
    return {
      sub: token.sub,
      name: token.name,
      email: token.email,
      picture: token.picture,
      accessToken: account.access_token,
      refreshToken: account.refresh_token,
      expiresAt: account.expires_at ?? expiresAtOf(undefined, account.access_token, now),
      idToken: account.id_token,
      moderator: canModerate(account.access_token),
    };
  }
  if (token.error || !token.accessToken) return token;
  try {
    const fresh = await tokenRefresher().fresh({ ...token, accessToken: token.accessToken });
    if (await sessionHasEnded(fresh.accessToken)) {
      // Ended elsewhere: an external provider may still honour this copy's refresh token.
      if (fresh.refreshToken)
        await revokeRefreshToken(fresh.refreshToken).catch((error) =>
          console.warn("[auth] revoking an ended session's refresh token failed:", error?.message ?? error),
        );
      return revokedToken(token);
    }
    return { ...token, ...fresh, moderator: canModerate(fresh.accessToken) };
  } catch (error) {
    if (isRefreshError(error) && !error.permanent) return token;
    console.warn(
      "[auth] access token renewal failed; ending the session:",
      error instanceof Error ? error.message : error,
    );
    return endedToken(token);
  }
}

/** The session cookie's token once the session has ended: no tokens, and the error flag. */
export const endedToken = (token: JWT): JWT => ({
  ...token,
  accessToken: undefined,
  refreshToken: undefined,
  error: "RefreshAccessTokenError",
});

/** The session cookie's token once the product API says its session ended (logged out, account deleted). */
const revokedToken = (token: JWT): JWT => ({ idToken: token.idToken, error: "SessionEnded" });

/** Only the user and the error flag reach the browser; tokens stay in the encrypted cookie. */
function session({ session, token }: { session: Session; token: JWT }): Session {
  // next-auth's own answer for no session: the browser and getServerSession see a visitor.
  if (token.error === "SessionEnded") return {} as Session;
  if (token.error) return { expires: session.expires, error: token.error };
  return {
    expires: session.expires,
    user: {
      id: token.sub ?? "",
      name: token.name ?? null,
      email: token.email ?? null,
      image: token.picture ?? null,
      // Only for the account menu's link; the console's pages ask the access token itself.
      ...(token.moderator ? { moderator: true } : {}),
    },
  };
}

/**
 * A callbackUrl this site may send a visitor to: a path on it ("/jobs/4/apply", not "//other.site")
 * or an absolute URL of its own origin. Anything else is dropped rather than followed or failed on.
 */
export function isValidCallbackUrl(url: string, baseUrl: string): boolean {
  if (/^\/(?![/\\])/.test(url)) return true;
  try {
    return new URL(url).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

/** next-auth's redirect callback; its default throws (a 500) on a value such as "foo". */
function redirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  if (!isValidCallbackUrl(url, baseUrl)) return baseUrl;
  return url.startsWith("/") ? `${baseUrl}${url}` : url;
}

export const authOptions: NextAuthOptions = {
  providers: [oidcProvider],
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  // A getter: the secret is checked when a request needs it, not when `next build` loads this file.
  get secret() {
    return authSecret();
  },
  useSecureCookies: secureCookies(),
  callbacks: { jwt, session, redirect },
  // next-auth's own sign-out (POST /api/auth/signout) ends the session everywhere too.
  // Signing in saves the job a guest pressed Save on before (lib/auth/pending-save.ts).
  events: {
    signOut: ({ token }) => endSessionsEverywhere(token),
    signIn: async ({ account }) => {
      if (account?.access_token) await savePendingJob(account.access_token);
    },
  },
};

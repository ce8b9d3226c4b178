import { importPKCS8, SignJWT } from "jose";
import type { SearchEnginesConfig, ServiceAccount } from "./search-engines-config";

// Google's Indexing API (https://developers.google.com/search/apis/indexing-api/v3/using-api): one
// notification per URL, URL_UPDATED or URL_DELETED, with an OAuth access token that the service
// account gets for itself by signing a JWT (RFC 7523), kept until shortly before it expires.

const SCOPE = "https://www.googleapis.com/auth/indexing";
const TIMEOUT_MS = 10_000;
/** A token is renewed this long before Google says it expires. */
const EARLY_MS = 60_000;

export type GoogleNotice = "URL_UPDATED" | "URL_DELETED";

function accessTokens(account: ServiceAccount) {
  let current: { token: string; expiresAt: number } | undefined;
  return {
    async get(): Promise<string> {
      if (current && current.expiresAt - EARLY_MS > Date.now()) return current.token;
      const key = await importPKCS8(account.private_key, "RS256");
      const assertion = await new SignJWT({ scope: SCOPE })
        .setProtectedHeader({ alg: "RS256", typ: "JWT" })
        .setIssuer(account.client_email)
        .setAudience(account.token_uri)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(key);
      const response = await fetch(account.token_uri, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`Google's token endpoint answered ${response.status}`);
      }
      const body = (await response.json()) as { access_token?: string; expires_in?: number };
      if (!body.access_token) throw new Error("Google's token endpoint gave no access_token");
      current = { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
      return current.token;
    },
    forget() {
      current = undefined;
    },
  };
}

export function googleIndexingClient({ account, endpoint }: NonNullable<SearchEnginesConfig["google"]>) {
  const tokens = accessTokens(account);
  return {
    /** Tells Google of each URL in turn; throws at the first failure, so the queue retries. */
    async notify(urls: string[], type: GoogleNotice) {
      for (const url of urls) {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${await tokens.get()}` },
          body: JSON.stringify({ url, type }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
        // A revoked or expired token: the retry asks for a new one.
        if (response.status === 401) tokens.forget();
        if (!response.ok) throw new Error(`Google's Indexing API answered ${response.status} for ${url}`);
      }
    },
  };
}

import "server-only";
import { env } from "@/lib/env";
import { basicAuth, discovery, issuerUrl, type ProviderMetadata } from "./oidc";

// Kazi's own identity provider (services/identity) lets the web app delete the signed-in user's
// account and says so in its discovery document, wherever it runs; other providers do not.

export class SignInAccountError extends Error {
  override name = "SignInAccountError";
}

/** The provider's account deletion endpoint, or null when it has none. Throws when it cannot be reached. */
export async function accountDeletionEndpoint(): Promise<string | null> {
  const metadata = (await discovery()) as ProviderMetadata & { kazi_account_deletion_endpoint?: unknown };
  const url = metadata.kazi_account_deletion_endpoint;
  // The client secret goes there: only ever to the issuer's own origin.
  if (typeof url !== "string" || !URL.canParse(url)) return null;
  return new URL(url).origin === new URL(issuerUrl()).origin ? url : null;
}

/**
 * For the profile page's wording. Discovery is cached per process; when the provider cannot be asked
 * within a moment, the page does not wait: whether it is the embedded one.
 */
export async function canDeleteSignInAccount(waitMs = 1500): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("discovery is slow")), waitMs);
  });
  try {
    return (await Promise.race([accountDeletionEndpoint(), giveUp])) !== null;
  } catch {
    return env.embeddedIdentity;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Deletes the signed-in user's account at the provider (services/identity/account-deletion.ts): the
 * web client's credentials plus that user's access token. `dryRun` checks that the provider would,
 * deleting nothing. Throws SignInAccountError when it refuses or is unreachable.
 */
export async function deleteSignInAccount(
  endpoint: string,
  accessToken: string,
  { dryRun = false } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
        authorization: basicAuth(env.AUTH_CLIENT_ID, env.AUTH_CLIENT_SECRET),
      },
      body: new URLSearchParams({ token: accessToken, ...(dryRun ? { dry_run: "true" } : {}) }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new SignInAccountError(
      `The identity provider could not be reached: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (response.status !== 204) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new SignInAccountError(
      `The identity provider refused the account deletion: ${body.error ?? `HTTP ${response.status}`}`,
    );
  }
}

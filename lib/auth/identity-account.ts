import "server-only";
import { env } from "@/lib/env";
import { basicAuth, issuerUrl } from "./oidc";

/** Only the embedded provider lets the web app delete sign-in accounts; an external one does not. */
export const canDeleteSignInAccount = () => env.embeddedIdentity;

export class SignInAccountError extends Error {
  override name = "SignInAccountError";
}

/**
 * Deletes the signed-in user's account at the embedded identity provider (services/identity
 * account-deletion.ts): the web client's credentials plus that user's access token. `dryRun` checks
 * that the provider would, deleting nothing. Throws SignInAccountError when it refuses or is unreachable.
 */
export async function deleteSignInAccount(accessToken: string, { dryRun = false } = {}): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${issuerUrl()}/account/delete`, {
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

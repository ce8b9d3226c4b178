import "server-only";
import { cookies } from "next/headers";
import { parsePositiveInt } from "@/lib/format";
import { productApi } from "@/lib/product-api";
import { secureCookies } from "./cookies";

// A guest's Save, kept until they come back signed in. The save form posts to /api/jobs/{id}/save
// (with or without JavaScript, before or after the page's script ran); for a guest the route keeps the
// job here and sends them to sign in. Whichever way they come back (the login screen, or a sign-up
// whose verification link they opened later, in another tab), next-auth's sign-in event saves it with
// the new session's token (lib/auth/options.ts). A cookie only the route sets, for a same-site POST:
// no link or other site can make a seeker save anything.

const PENDING_SAVE_COOKIE = "kazi-save-after-sign-in";
/** Time to sign up and open the verification mail. */
const MAX_AGE_SECONDS = 60 * 60;

/** The Set-Cookie value that keeps `jobId` for the seeker's return. */
export function pendingSaveCookie(jobId: number): string {
  const secure = secureCookies() ? "; Secure" : "";
  return `${PENDING_SAVE_COOKIE}=${jobId}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Saves the job the visitor pressed Save on as a guest, if any, with the token they just signed in
 * with, and forgets it. A failure is logged, never in the way of signing in.
 */
export async function savePendingJob(accessToken: string): Promise<void> {
  const jar = await cookies();
  const jobId = parsePositiveInt(jar.get(PENDING_SAVE_COOKIE)?.value ?? "");
  if (jobId === null) return;
  try {
    jar.delete(PENDING_SAVE_COOKIE);
  } catch {
    // Read-only where no response is being made: the cookie expires on its own.
  }
  try {
    await productApi(accessToken).saveJob(jobId);
  } catch (error) {
    console.warn(
      "[auth] the job saved before signing in could not be saved:",
      error instanceof Error ? error.message : error,
    );
  }
}

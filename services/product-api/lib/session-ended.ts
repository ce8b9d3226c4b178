// The problem type of the product API's 401 to a token whose session has ended: logged out
// everywhere, or the account deleted (revocations.ts). The web app imports it: it must not renew such
// a token, since with an external provider the refresh token still works and a token renewed after
// the revocation would pass it (lib/auth/api-auth.ts, renewRefusedToken).

export const SESSION_ENDED_TYPE = "tag:kazi.africa,2026:session-ended";

/** True for the body of that 401. */
export const isSessionEnded = (problem: unknown): boolean =>
  typeof problem === "object" &&
  problem !== null &&
  (problem as { type?: unknown }).type === SESSION_ENDED_TYPE;

import { COMPANY_CLAIM, type AuthUser } from "./auth";
import { ApiProblem } from "./problem";

// An employer's system (a client whose token carries a `company` claim: the embedded provider's
// `npm run employer` clients, or an external provider's with that claim) writes for its company
// only. Names compare as the moderators' verification does: trimmed, case-insensitive.

const key = (name: string) => name.trim().toLowerCase();

/** Whether two company names are the same company (trimmed, case-insensitive). */
export const sameCompany = (a: string, b: string) => key(a) === key(b);

/** Refuses (403) a caller whose token names a company other than `company`. */
export function assertCompanyAccess(user: AuthUser, company: string): void {
  if (user.company === undefined || sameCompany(user.company, company)) return;
  throw new ApiProblem(403, "Forbidden.", {
    detail: `This client writes for ${user.company} only, not for ${company}.`,
  });
}

/** The caller's company, for what only an employer's system may do; a 403 for a client of none. */
export function callerCompany(user: AuthUser): string {
  if (user.company) return user.company;
  throw new ApiProblem(403, "Forbidden.", {
    detail: `This client belongs to no company: its access token has no '${COMPANY_CLAIM}' claim.`,
  });
}

import type { AuthUser } from "./auth";
import { ApiProblem } from "./problem";

// An employer's system (a client whose token carries a `company` claim: the embedded provider's
// `npm run employer` clients, or an external provider's with that claim) writes for its company
// only. Names compare as the moderators' verification does: trimmed, case-insensitive.

const key = (name: string) => name.trim().toLowerCase();

/** Refuses (403) a caller whose token names a company other than `company`. */
export function assertCompanyAccess(user: AuthUser, company: string): void {
  if (user.company === undefined || key(user.company) === key(company)) return;
  throw new ApiProblem(403, "Forbidden.", {
    detail: `This client writes for ${user.company} only, not for ${company}.`,
  });
}

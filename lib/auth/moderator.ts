import { decodeJwt } from "jose";

/** The product API's permission for the moderation console (services/product-api/routes/moderation). */
const MODERATE_PERMISSION = "jobs:moderate";

/**
 * The access token lets its holder moderate: `permissions` (the embedded provider and Auth0's RBAC)
 * or `scope` names jobs:moderate, as the product API reads them (services/product-api/lib/auth.ts).
 * Only a hint for what to show: the product API verifies the token on every call.
 */
export function canModerate(accessToken: string | undefined | null): boolean {
  if (!accessToken) return false;
  try {
    const { permissions, scope } = decodeJwt(accessToken);
    if (Array.isArray(permissions) && permissions.includes(MODERATE_PERMISSION)) return true;
    return typeof scope === "string" && scope.split(" ").includes(MODERATE_PERMISSION);
  } catch {
    return false;
  }
}

import type { Namespace } from "@/components/i18n/pick-messages";

/**
 * What the layout's client parts say, which is everything the layout says: the skip link and the
 * navigation bar with its menu (Navbar, NavLinks), sign-up and login (AccountArea), the account menu,
 * the footer, `status` for the error and 404 screens, and the install prompt (components/pwa).
 */
export const LAYOUT_MESSAGES = ["layout", "status", "pwa.install"] as const satisfies readonly Namespace[];

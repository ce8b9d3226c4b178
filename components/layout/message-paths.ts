import type { Namespace } from "@/components/i18n/pick-messages";

/**
 * What the layout's client parts say, which is everything the layout says: the skip link and the
 * navigation bar with its menu (Navbar, NavLinks), sign-up and login (AccountArea), the account menu,
 * the footer with the data saver switch, the install prompt and the service worker's notices
 * (components/pwa), and `status` for the error and 404 screens.
 */
export const LAYOUT_MESSAGES = [
  "layout",
  "status",
  "pwa.dataSaver.label",
  "pwa.dataSaver.on",
  "pwa.dataSaver.off",
  "pwa.install",
  "pwa.update",
  "pwa.offline.showing",
] as const satisfies readonly Namespace[];

import type { Namespace } from "@/components/i18n/pick-messages";

/**
 * What the layout's client parts read: the navigation bar with its menu (Navbar, NavLinks), sign-up
 * and login (AccountArea), the account menu, the footer, and `status` for the error and 404 screens.
 * Only the skip link is rendered on the server and not sent.
 */
export const LAYOUT_MESSAGES = [
  "layout.mainNavigation",
  "layout.footerNavigation",
  "layout.language",
  "layout.staySafe",
  "layout.privacy",
  "layout.terms",
  "layout.contact",
  "layout.tagline",
  "layout.copyright",
  "layout.menu",
  "layout.home",
  "layout.jobs",
  "layout.about",
  "layout.signUp",
  "layout.login",
  "layout.defaultUserName",
  "layout.accountMenuFor",
  "layout.signedInAs",
  "layout.profile",
  "layout.applications",
  "layout.savedJobs",
  "layout.alerts",
  "layout.logOut",
  "status",
] as const satisfies readonly Namespace[];

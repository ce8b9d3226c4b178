import type { Namespace } from "@/components/i18n/pick-messages";

/**
 * What the layout's client parts read: the menu (NavLinks), sign-up and login (AccountArea), the
 * account menu, and `status` for the error and 404 screens. The skip link, the navigation's and the
 * footer's labels, the tagline and the copyright are rendered on the server and not sent.
 */
export const LAYOUT_MESSAGES = [
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

import { DEFAULT_CONTACT_EMAIL, DEFAULT_SITE_NAME, DEFAULT_SITE_URL } from "./defaults";

// What client code may know of the environment: the NEXT_PUBLIC_* values Next bakes into the build
// (next.config.ts sets the site's three from the validated web env). Each is written out in full,
// `process.env.NEXT_PUBLIC_…`, because that exact text is what Next replaces; the defaults are the
// same ones (lib/defaults.ts) for code run outside a build, such as tests. Read on each call, so
// tests can change them.
export function publicEnv() {
  return {
    siteName: process.env.NEXT_PUBLIC_SITE_NAME || DEFAULT_SITE_NAME,
    contactEmail: process.env.NEXT_PUBLIC_CONTACT_EMAIL || DEFAULT_CONTACT_EMAIL,
    siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ""),
    /** GA4 measurement id; analytics is off without one. */
    gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
    /** NEXT_PUBLIC_GA_DEV=true turns analytics on for localhost too. */
    gaDev: process.env.NEXT_PUBLIC_GA_DEV === "true",
  };
}

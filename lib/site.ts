import { publicEnv } from "./public-env";

// Public site configuration: safe to import from client components. SITE_NAME, CONTACT_EMAIL and
// SITE_URL are baked in at build time (next.config.ts, lib/public-env.ts).
const { siteName, contactEmail, siteUrl } = publicEnv();

export const siteConfig = {
  name: siteName,
  email: contactEmail,
  url: siteUrl,
  tagline: "Africa, The WorkForce of the World",
  copyrightYear: 2025,
} as const;

export const theme = {
  primary: "#377EDB",
  secondary: "#6366f1",
  gradientEnd: "#3b82f6",
  text: "#1e293b",
  muted: "#64748b",
  border: "#e2e8f0",
  footer: "#232b36",
  /** The page's background: the installed app's splash screen before the first page paints. */
  background: "#ffffff",
} as const;

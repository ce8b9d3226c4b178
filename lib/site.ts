// Public site configuration: safe to import from client components.
// SITE_NAME / CONTACT_EMAIL / SITE_URL are read at build time through next.config's env passthrough.
export const siteConfig = {
  name: process.env.NEXT_PUBLIC_SITE_NAME || "Kazi",
  email: process.env.NEXT_PUBLIC_CONTACT_EMAIL || "hello@kazi.africa",
  url: (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/$/, ""),
  tagline: "Africa, The WorkForce of the World",
  copyrightYear: 2025,
} as const;

export const defaultTitle = `${siteConfig.name} - Africa's Premier Talent Platform`;

export const theme = {
  primary: "#377EDB",
  secondary: "#6366f1",
  gradientEnd: "#3b82f6",
  text: "#1e293b",
  muted: "#64748b",
  border: "#e2e8f0",
  footer: "#232b36",
} as const;

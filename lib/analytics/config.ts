import { publicEnv } from "@/lib/public-env";

// When analytics may run: off on localhost unless enabled for development (docs/product.md, Analytics).
export interface AnalyticsConfig {
  /** GA4 measurement id (NEXT_PUBLIC_GA_ID); analytics is off without one. */
  gaId?: string;
  /** NEXT_PUBLIC_GA_DEV=true turns analytics on for localhost too. */
  devEnabled: boolean;
}

// Read on each call so tests can change the environment; Next inlines NEXT_PUBLIC_* at build time anyway.
export function readAnalyticsConfig(): AnalyticsConfig {
  const { gaId, gaDev } = publicEnv();
  return { gaId, devEnabled: gaDev };
}

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host.endsWith(".localhost");
}

export function isAnalyticsEnabled(
  hostname: string,
  config: AnalyticsConfig = readAnalyticsConfig(),
): boolean {
  if (!config.gaId) return false;
  return config.devEnabled || !isLocalHost(hostname);
}

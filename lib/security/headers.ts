import { webEnv, type WebEnv } from "../web-env";
import { EARLY_INSTALL_CATCHER } from "../../components/pwa/install-rule";
import { scriptHash } from "./inline-script-hashes";

// The web app's security headers, in one place: next.config.ts sends them in development, and the
// production server (scripts/web-server.ts) sends them with the Content-Security-Policy of each
// response. No "server-only": next.config.ts and the server script import it outside React.

export interface PolicySettings {
  /** SITE_URL: https turns on HSTS and upgrade-insecure-requests. */
  siteUrl: string;
  /** Origin of the identity provider: sign-in and sign-out forms end there through redirects. */
  identityOrigin: string;
  /** NEXT_PUBLIC_GA_ID: Google Analytics' script, beacons and pixels are allowed only with one. */
  gaId?: string;
  /** next dev: React's dev build evaluates code and hot reloading opens a WebSocket. */
  dev?: boolean;
}

// Origins Google lists for gtag.js under a CSP (developers.google.com/tag-platform/security/guides/csp).
const GA_SCRIPT = ["https://*.googletagmanager.com"];
const GA_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const GA_IMG = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

/**
 * The inline bootstrap @next/third-parties' <GoogleAnalytics> inserts (dist/google/ga.js, default
 * dataLayer, no debug mode), character for character: its hash lets it run without 'unsafe-inline'.
 */
export function gaInitScript(gaId: string): string {
  return `
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${gaId}' );`;
}

const isHttps = (url: string) => url.startsWith("https://");

/** The settings of this process: SITE_URL, the issuer next-auth uses (lib/web-env.ts) and the GA id. */
export function policySettingsFromEnv(env: WebEnv = webEnv()): PolicySettings {
  return {
    siteUrl: env.SITE_URL,
    identityOrigin: new URL(env.authIssuer).origin,
    gaId: env.NEXT_PUBLIC_GA_ID,
    dev: env.NODE_ENV === "development",
  };
}

/** The layout's install-offer catcher carries no nonce (a cached page has none): its hash serves both. */
const CATCHER_HASH = scriptHash(EARLY_INSTALL_CATCHER);

/**
 * The Content-Security-Policy. Scripts: our own files plus exactly the inline scripts of the page
 * being sent, by hash (`scriptHashes`, from inline-script-hashes.ts), so cached pages stay cached
 * and no 'unsafe-inline' is needed; a page rendered for one request names its `nonce` instead. Inline styles stay allowed: React and Next set style attributes.
 */
export function contentSecurityPolicy(
  settings: PolicySettings,
  scriptHashes: string[] = [],
  nonce?: string,
): string {
  const ga = Boolean(settings.gaId);
  const script = ["'self'", ...(nonce ? [`'nonce-${nonce}'`, CATCHER_HASH] : []), ...scriptHashes];
  if (settings.gaId) script.push(scriptHash(gaInitScript(settings.gaId)), ...GA_SCRIPT);
  if (settings.dev) script.push("'unsafe-inline'", "'unsafe-eval'");
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", script],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...(ga ? GA_IMG : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(ga ? GA_CONNECT : []), ...(settings.dev ? ["ws:"] : [])]],
    ["form-action", ["'self'", settings.identityOrigin]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
  ];
  if (isHttps(settings.siteUrl)) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(" ")).join("; ");
}

/**
 * The headers that mean something on a build's script or style (lib/cache/static-assets.ts). The rest
 * (framing, referrer, permissions, opener, policy) govern documents and workers, not a script a page
 * loads: they were ~0.7 KB on each of a page's ~15 scripts, on a connection the seeker pays for.
 */
export function assetSecurityHeaders(
  settings: PolicySettings,
  resourcePolicy: "same-origin" | "cross-origin" = "same-origin",
): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Cross-Origin-Resource-Policy", resourcePolicy],
  ];
  if (isHttps(settings.siteUrl))
    headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}

/**
 * The headers of data (JSON, XML, plain text: the API's answers, the sitemap): never framed, never
 * read as anything else, and a policy that lets nothing run or load should one be opened in a tab.
 * The document's longer headers (permissions, referrer, opener, its whole policy) govern pages.
 */
export function dataSecurityHeaders(settings: PolicySettings): [string, string][] {
  return [
    ["X-Frame-Options", "DENY"],
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ...assetSecurityHeaders(settings),
  ];
}

/**
 * The headers of an image (icons, share cards): shown by other sites (chat previews), so cross-origin;
 * an SVG opened in a tab is a document that could run scripts, so a policy under which nothing runs
 * but its own inline styles. The document's other headers (~0.7 KB) govern pages, not pictures.
 */
export function imageSecurityHeaders(settings: PolicySettings): [string, string][] {
  return [
    ["Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"],
    ...assetSecurityHeaders(settings, "cross-origin"),
  ];
}

/**
 * A document's other security headers (its policy is made apart: contentSecurityPolicy). CORP
 * same-origin keeps other sites from embedding our pages.
 */
export function securityHeaders(settings: PolicySettings): [string, string][] {
  const headers: [string, string][] = [
    ["X-Frame-Options", "DENY"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), " +
        "midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()",
    ],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
  ];
  if (isHttps(settings.siteUrl))
    headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}

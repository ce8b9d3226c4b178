import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import { PAGE_CSS } from "./views/layout";
import { LOGOUT_SCRIPT } from "./views/status-pages";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The provider's security headers, on every response (pages, JSON, errors). Its pages load nothing:
 * the one stylesheet and the one script (the logout that the web app's own sign-out asked for) are
 * inline and allowed by hash; oidc-provider adds the hash of its own form_post script to script-src
 * when it renders one. form-action names the web app: sign-in ends with a redirect to its callback.
 */
export function identitySecurityHeaders(issuer: string, siteUrl: string): [string, string][] {
  const https = issuer.startsWith("https://");
  const policy = [
    "default-src 'none'",
    `script-src ${sha256(LOGOUT_SCRIPT)}`,
    `style-src ${sha256(PAGE_CSS)}`,
    `form-action 'self' ${new URL(siteUrl).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  const headers: [string, string][] = [
    ["Content-Security-Policy", policy],
    ["X-Frame-Options", "DENY"],
    ["X-Content-Type-Options", "nosniff"],
    // no-referrer would make browsers send "Origin: null" on our own form posts.
    ["Referrer-Policy", "same-origin"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    ],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}

/**
 * Sets the headers before the handlers run and again when the head is written, for the ones a
 * handler dropped (Koa clears all headers when it answers an error itself).
 */
export function withSecurityHeaders(res: ServerResponse, headers: [string, string][]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    for (const [name, value] of headers) if (!this.hasHeader(name)) this.setHeader(name, value);
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

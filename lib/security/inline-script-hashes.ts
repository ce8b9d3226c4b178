import { createHash } from "node:crypto";

// Inline <script> elements of an HTML document and their CSP hash sources. The browser hashes the
// element's text exactly as it stands between the tags (UTF-8), so that is what is hashed here.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser runs; others (application/ld+json, text/x-component) are data blocks, not scripts.
const RUNNABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

function runs(attributes: string): boolean {
  const type = TYPE.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
  return RUNNABLE.has(value);
}

/** `'sha256-…'` sources for every inline script the page runs, each once, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes) || !runs(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The CSP hash source of a script text that page code inserts (e.g. the GA bootstrap of next/script). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

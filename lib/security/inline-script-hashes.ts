import { createHash } from "node:crypto";

// Inline <script> elements of an HTML document and their CSP hash sources. The browser hashes the
// element's text exactly as it stands between the tags (UTF-8), so that is what is hashed here.
const HAS_SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser runs; others (application/ld+json, text/x-component) are data blocks, not scripts.
const RUNNABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

function runs(attributes: string): boolean {
  if (HAS_SRC.test(attributes)) return false;
  const type = TYPE.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
  return RUNNABLE.has(value);
}

const OPEN = Buffer.from("<script");
const CLOSE = Buffer.from("</script");
// Whitespace or ">" after "<script" (not <scripts> or <script-x>).
const TAG_NAME_ENDS = new Set([0x3e, 0x20, 0x09, 0x0a, 0x0c, 0x0d]);

/**
 * `'sha256-…'` sources for every inline script the page runs, each once, in document order.
 * It runs on every HTML response, so it scans and hashes the bytes as they are, without decoding
 * the page (decoding and re-encoding cost more than the rest together). Tags are matched in lower
 * case, as React writes them; a script written otherwise gets no hash and is blocked (fails closed).
 */
export function inlineScriptHashes(html: Buffer | string): string[] {
  const page = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  const hashes = new Set<string>();
  let at = page.indexOf(OPEN);
  while (at !== -1) {
    const tagEnd = page.indexOf(0x3e, at);
    const close = tagEnd === -1 ? -1 : page.indexOf(CLOSE, tagEnd);
    if (close === -1) break;
    if (
      TAG_NAME_ENDS.has(page[at + OPEN.length]) &&
      runs(page.toString("latin1", at + OPEN.length, tagEnd))
    ) {
      const text = page.subarray(tagEnd + 1, close);
      hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    }
    at = page.indexOf(OPEN, close + CLOSE.length);
  }
  return [...hashes];
}

/** The CSP hash source of a script text that page code inserts (e.g. the GA bootstrap of next/script). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * `attachment` with the stored file name (RFC 6266): a plain-ASCII fallback in `filename` for old
 * clients, the exact name UTF-8 encoded in `filename*` (RFC 8187).
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_").trim() || "document";
  // A lone surrogate (which encodeURIComponent refuses) becomes U+FFFD.
  const encoded = encodeURIComponent(name.replace(/\p{Surrogate}/gu, "\uFFFD")).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

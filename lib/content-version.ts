/** A short fingerprint of what a part of a page shows (ServerMarkup's `version`): FNV-1a of its JSON. */
export function contentVersion(...parts: unknown[]): string {
  const text = JSON.stringify(parts);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

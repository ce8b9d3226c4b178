/** Up to `max` uppercase initials of a name ("ada  lovelace" -> "AL"); '' for non-text or blank input. */
export function initials(name: unknown, max = 2): string {
  if (typeof name !== "string") return "";
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, Math.max(0, max))
    .map((word) => Array.from(word)[0].toUpperCase())
    .join("");
}

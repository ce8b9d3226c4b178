// What a failed request's body says, and which failures say it: one rule for the route handlers
// (lib/product-api/error-response.ts) and for the screens that show their answers. Safe in client code.

/**
 * Statuses whose message tells the user what to change (invalid, not signed in, not allowed, gone,
 * already applied, closed, too large, wrong type, too many requests); other failures get a generic one.
 */
export const EXPLAINED_STATUSES: ReadonlySet<number> = new Set([
  400, 401, 403, 404, 409, 410, 413, 415, 422, 429,
]);

/** The readable message of an error body: a problem's detail, else its title, else our handlers' message. */
export function errorMessageOf(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { detail, title, message } = body as Record<string, unknown>;
  for (const text of [detail, title, message]) if (typeof text === "string" && text.trim()) return text;
  return undefined;
}

// Mutations from the browser are accepted only from the site itself (CSRF defence in depth on top
// of the SameSite=Lax session cookie).

const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed.";

/**
 * False when the browser says the request comes from another site: `Sec-Fetch-Site: cross-site`,
 * or an `Origin` that is neither the configured site origin nor the origin the request was sent to.
 * Requests without either header (curl, server-to-server) pass: they carry no ambient cookies
 * a third-party page could have added.
 */
export function isSameOrigin(headers: Headers, allowedOrigins: string[]): boolean {
  if (headers.get("sec-fetch-site")?.toLowerCase() === "cross-site") return false;
  const origin = headers.get("origin");
  if (origin === null) return true;
  return allowedOrigins.some((allowed) => allowed === origin);
}

/** A 403 response for a cross-site mutation, or null when the request may proceed. */
export function rejectCrossSite(request: Request, siteOrigin: string): Response | null {
  const allowed = [siteOrigin, new URL(request.url).origin];
  if (isSameOrigin(request.headers, allowed)) return null;
  return Response.json({ message: CROSS_SITE_MESSAGE }, { status: 403 });
}

import { secureCookies, siteOrigin } from "@/lib/auth/cookies";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, samePageIn } from "@/lib/i18n/language-choice";
import { isLocale, LOCALES } from "@/lib/i18n/locales";

// The language switcher's links without JavaScript: /api/language?to=fr goes to the page the visitor
// came from (the Referer, when it is this site), in French, and remembers the choice for the suggestion
// banner. With JavaScript the switcher goes there itself (components/i18n/language-switcher.tsx).
export function GET(request: Request) {
  const to = new URL(request.url).searchParams.get("to");
  if (!isLocale(to))
    return Response.json(
      { message: `Choose one of these languages: ${LOCALES.join(", ")}.` },
      { status: 400, headers: { "cache-control": "no-store" } },
    );
  const referer = request.headers.get("referer");
  let from: string | null = null;
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === siteOrigin()) from = url.pathname + url.search;
    } catch {
      // Not an address: the home page of the chosen language.
    }
  }
  const cookie = `${LANGUAGE_COOKIE}=${to}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secureCookies() ? "; Secure" : ""}`;
  return new Response(null, {
    status: 303,
    headers: { location: samePageIn(to, from), "set-cookie": cookie, "cache-control": "no-store" },
  });
}

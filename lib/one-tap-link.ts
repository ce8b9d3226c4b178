import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { DEFAULT_LOCALE, isLocale, localePath } from "@/lib/i18n/locales";
import { errorResponse } from "@/lib/product-api/error-response";
import { readCapped } from "@/lib/request-body";

// The signed links that act without a sign-in: an alert mail's unsubscribe, a notification's one-tap
// off. Opening one (GET: a person, or a link scanner) only shows its confirm page, which works
// without JavaScript; its form, or a mail provider's RFC 8058 one-click POST
// (`List-Unsubscribe=One-Click`), acts. The page comes back in the language it was read in, with the
// outcome.

const NO_STORE = { "cache-control": "no-store" };

/** A 303 to the confirm page `path` in `lang`, with `params`. */
function toConfirmPage(path: string, params: Record<string, string>, lang?: string | null) {
  const location = localePath(
    isLocale(lang) ? lang : DEFAULT_LOCALE,
    `${path}?${new URLSearchParams(params)}`,
  );
  return new Response(null, { status: 303, headers: { location, ...NO_STORE } });
}

interface OneTapAction {
  /** The confirm page (English address). */
  path: string;
  /** Acts on the token; the page's parameters saying what was done. */
  act(token: string): Promise<Record<string, string>>;
  /** The JSON a one-click POST gets once done. */
  oneClickDone: unknown;
  /** The page's `result` for a refusal of the API (an invalid token…), or null for an error. */
  refused(error: unknown): string | null;
}

/** The route handlers of a one-tap link. */
export function oneTapLink({ path, act, oneClickDone, refused }: OneTapAction) {
  return {
    GET(request: Request) {
      const query = new URL(request.url).searchParams;
      return toConfirmPage(path, { token: query.get("token") ?? "" }, query.get("lang"));
    },
    async POST(request: Request) {
      const crossSite = rejectCrossSite(request, siteOrigin());
      if (crossSite) return crossSite;
      const form = new URLSearchParams((await readCapped(request, 4096)) ?? "");
      const oneClick = form.get("List-Unsubscribe") === "One-Click";
      const token = form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "";
      const locale = form.get("locale");
      let done: Record<string, string>;
      try {
        done = await act(token);
      } catch (error) {
        const result = refused(error);
        if (!result) return errorResponse(error);
        if (oneClick)
          return Response.json({ message: "This link is not valid." }, { status: 400, headers: NO_STORE });
        return toConfirmPage(path, { token, result }, locale);
      }
      if (oneClick) return Response.json(oneClickDone, { headers: NO_STORE });
      return toConfirmPage(path, { result: "done", ...done }, locale);
    },
  };
}

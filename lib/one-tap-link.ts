import { DEFAULT_LOCALE, isLocale, localePath } from "@/lib/i18n/locales";
import { readCapped } from "@/lib/request-body";

// The signed links that act without a sign-in: an alert mail's unsubscribe, a notification's one-tap
// off. Opening one (GET: a person, or a link scanner) only shows its confirm page; its form, or a mail
// provider's RFC 8058 one-click POST, acts. The page comes back in the language it was read in.

export const NO_STORE = { "cache-control": "no-store" };

/** A 303 to the confirm page `path` in `lang`, with `params`. */
export function toConfirmPage(path: string, params: Record<string, string>, lang?: string | null) {
  const location = localePath(
    isLocale(lang) ? lang : DEFAULT_LOCALE,
    `${path}?${new URLSearchParams(params)}`,
  );
  return new Response(null, { status: 303, headers: { location, ...NO_STORE } });
}

/** The GET of a link: its confirm page, with the token. */
export const showConfirmPage = (path: string) => (request: Request) => {
  const query = new URL(request.url).searchParams;
  return toConfirmPage(path, { token: query.get("token") ?? "" }, query.get("lang"));
};

/** A POST to the link: its token (the form's, else the address's), the page's language, one-click or not. */
export async function readOneTap(request: Request) {
  const form = new URLSearchParams((await readCapped(request, 4096)) ?? "");
  return {
    token: form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "",
    locale: form.get("locale"),
    oneClick: form.get("List-Unsubscribe") === "One-Click",
  };
}

import "server-only";
import { siteOrigin } from "@/lib/auth/cookies";
import { canModerate } from "@/lib/auth/moderator";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { callWithAccessToken } from "@/lib/auth/api-auth";
import { DEFAULT_LOCALE, isLocale, localePath } from "@/lib/i18n/locales";
import { isApiError } from "@/lib/product-api";
import { readCapped } from "@/lib/request-body";
import { MAX_MODERATION_NOTE } from "@/services/product-api/lib/limits";

// The console's decisions are plain forms (they work without JavaScript): the browser posts them to a
// route handler, which calls the product API as the signed-in moderator and answers with a redirect
// back to the page, saying how it went (?done=…, shown by components/moderation/done-notice.tsx).

/** The outcomes the console's pages can show. */
export const DONE = ["cleared", "closed", "verified", "unverified", "invalid", "missing", "failed"] as const;
export type Done = (typeof DONE)[number];

/** The pages a form may return to. */
const BACK = { queue: "/moderation", companies: "/moderation/companies" } as const;

const MAX_BODY_BYTES = 16 * 1024;
const NOT_FOUND = () => Response.json({ message: "Not found." }, { status: 404 });

/**
 * Runs a console form: same-origin, a moderator's token (anyone else gets the 404 the pages give),
 * the form's fields to `act`, and a 303 back to the page in the form's language.
 */
export async function handleDecisionForm(
  request: Request,
  act: (token: string, form: URLSearchParams) => Promise<Done>,
): Promise<Response> {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/x-www-form-urlencoded"))
    return Response.json({ message: "Send the form as application/x-www-form-urlencoded." }, { status: 415 });
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === null) return Response.json({ message: "The form is too long." }, { status: 413 });
  const form = new URLSearchParams(text);
  const language = form.get("locale");
  const back = BACK[form.get("back") === "companies" ? "companies" : "queue"];
  const redirect = (done: Done) =>
    new Response(null, {
      status: 303,
      headers: {
        location: `${localePath(isLocale(language) ? language : DEFAULT_LOCALE, back)}?done=${done}`,
        "cache-control": "no-store",
      },
    });

  const note = form.get("note") ?? "";
  try {
    // Anyone but a moderator (a renewed token may have lost the permission) gets the 404, whatever they sent.
    const done = await callWithAccessToken(async (token): Promise<Done | null> => {
      if (!canModerate(token)) return null;
      return note.length > MAX_MODERATION_NOTE ? "invalid" : act(token, form);
    });
    return done.token === null || done.value === null ? NOT_FOUND() : redirect(done.value);
  } catch (error) {
    return redirect(outcomeOf(error));
  }
}

function outcomeOf(error: unknown): Done {
  if (isApiError(error, 404)) return "missing";
  if (isApiError(error, 400) || isApiError(error, 422)) return "invalid";
  console.error("[moderation] decision failed:", error instanceof Error ? error.message : error);
  return "failed";
}

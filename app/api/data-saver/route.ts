import { secureCookies, siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { DATA_SAVER_COOKIE, dataSaverChosen, dataSaverCookie } from "@/lib/data-saver";

// The data saver switch without JavaScript (footer and profile): a form posts here, and the seeker
// is sent back to the page they were on (the Referer, when it is this site). `to=on` or `to=off` sets
// it; without `to` it flips. With JavaScript the switch sets the cookie itself and posts nothing.

function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.origin === siteOrigin() ? url.pathname + url.search : "/";
  } catch {
    return "/";
  }
}

function chosenNow(request: Request): boolean {
  const pair = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((p) => p.startsWith(`${DATA_SAVER_COOKIE}=`));
  return dataSaverChosen(pair?.slice(DATA_SAVER_COOKIE.length + 1));
}

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  let to: FormDataEntryValue | null = null;
  try {
    to = (await request.formData()).get("to");
  } catch {
    // No form body: flip.
  }
  if (to !== null && to !== "on" && to !== "off")
    return Response.json(
      { message: "Send to=on or to=off, or nothing to switch the data saver over." },
      { status: 400, headers: { "cache-control": "no-store" } },
    );
  const on = to === null ? !chosenNow(request) : to === "on";
  return new Response(null, {
    status: 303,
    headers: {
      location: backTo(request),
      "set-cookie": dataSaverCookie(on, secureCookies()),
      "cache-control": "no-store",
    },
  });
}

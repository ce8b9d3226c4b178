import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { authSecret, secureCookies } from "@/lib/auth/cookies";
import { parsePositiveInt } from "@/lib/format";
import { browseHref, isBrowse, parseJobSearch, toSearchParams } from "@/lib/job-search";
import { isApiError, productApi } from "@/lib/product-api";

// Runs only where the matcher says, so other public pages never pay for it:
// - /jobs with a query or a filter: rewritten to the cached search page, keyed by the search in its
//   canonical form (order, case, defaults), so equal searches share one cached page;
// - the signed-in areas: anonymous visitors are turned away early (the pages check the session too);
// - /jobs/{id}/apply of a job that does not exist: rewritten to /jobs/{id}, whose cached 404 has its
//   message in the HTML. The apply page is dynamic, and a dynamic page's notFound() gets Next 16's empty
//   error document (see components/layout/not-found-response.tsx); it reads the job afresh anyway.

const APPLY_PATH = /^\/jobs\/([^/]+)\/apply$/;
// Pages the old app did not have, reached from mail ('Manage your alerts') and the save flow: a guest
// signs in and lands on them, where /profile and /applications send guests home as the old app did.
const SIGN_IN_FIRST = /^\/(saved-jobs|alerts)(\/|$)/;

async function missingJob(rawId: string) {
  const id = parsePositiveInt(rawId);
  if (id === null) return true;
  try {
    await productApi().getJob(id);
    return false;
  } catch (error) {
    // Any other failure is the apply page's to explain.
    return isApiError(error, 404);
  }
}

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === "/jobs") {
    const search = parseJobSearch(searchParams);
    // Only values that mean nothing (an unknown type, a sort alone): browse mode.
    if (isBrowse(search)) return NextResponse.redirect(new URL(browseHref(search.page), request.url));
    const key = encodeURIComponent(toSearchParams(search).toString());
    return NextResponse.rewrite(new URL(`/jobs/results/${key}`, request.url));
  }
  const apply = APPLY_PATH.exec(pathname);
  if (apply) {
    if (!(await missingJob(apply[1]))) return NextResponse.next();
    return NextResponse.rewrite(new URL(`/jobs/${apply[1]}`, request.url));
  }
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies() });
  if (token?.accessToken && !token.error) return NextResponse.next();
  if (!SIGN_IN_FIRST.test(pathname)) return NextResponse.redirect(new URL("/", request.url));
  const callbackUrl = pathname + request.nextUrl.search;
  return NextResponse.redirect(
    new URL(`/api/auth/signin?${new URLSearchParams({ callbackUrl })}`, request.url),
  );
}

// Next.js reads the matcher at build time and needs it literal: every key of lib/job-search's
// SEARCH_PARAM_KEYS but "page" (proxy.test.ts checks that they agree). An empty value
// (`?country=`, as a GET form sends 'Any') does not match `has`.
export const config = {
  matcher: [
    { source: "/jobs", has: [{ type: "query", key: "q" }] },
    { source: "/jobs", has: [{ type: "query", key: "country" }] },
    { source: "/jobs", has: [{ type: "query", key: "city" }] },
    { source: "/jobs", has: [{ type: "query", key: "type" }] },
    { source: "/jobs", has: [{ type: "query", key: "remote" }] },
    { source: "/jobs", has: [{ type: "query", key: "level" }] },
    { source: "/jobs", has: [{ type: "query", key: "category" }] },
    { source: "/jobs", has: [{ type: "query", key: "salary" }] },
    { source: "/jobs", has: [{ type: "query", key: "posted" }] },
    { source: "/jobs", has: [{ type: "query", key: "verified" }] },
    { source: "/jobs", has: [{ type: "query", key: "sort" }] },
    "/profile/:path*",
    "/applications/:path*",
    "/saved-jobs/:path*",
    // Exactly /alerts: its unsubscribe page works signed out.
    "/alerts",
    "/jobs/:jobId/apply",
  ],
};

import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { pendingSaveCookie } from "@/lib/auth/pending-save";
import { startSignIn } from "@/lib/auth/start-sign-in";
import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { parsePositiveInt } from "@/lib/format";
import { isApiError, productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";
import { readCapped } from "@/lib/request-body";
import { atSaveJob, localPath } from "@/lib/save-job-link";

// Save and unsave a job: POST and DELETE from the save button (JSON), and POST from the save form,
// which works without JavaScript and answers with a 303 back to the page. GET saves nothing.

type Props = { params: Promise<{ jobId: string }> };

const PRIVATE = { "cache-control": "private, no-store" };
const MAX_FORM_BYTES = 4096;
const NO_JOB = () => Response.json({ message: "There is no job with this id." }, { status: 404 });
const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
const isForm = (request: Request) =>
  request.headers.get("content-type")?.toLowerCase().startsWith("application/x-www-form-urlencoded");

/** The page the form was sent from, when it is on this site. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.origin !== siteOrigin() && url.origin !== new URL(request.url).origin) return null;
  return localPath(url.pathname + url.search);
}

const backOf = (request: Request, jobId: number, field: string | null) =>
  localPath(field) ?? refererPath(request) ?? `/jobs/${jobId}`;

/**
 * The save link of pages from before the form (kept offline, or a sign-in begun then) lands on its
 * page at the job's Save button, for the seeker to press: a GET any site can send changes nothing.
 */
export async function GET(request: Request, { params }: Props) {
  const jobId = parsePositiveInt((await params).jobId);
  if (jobId === null) return NO_JOB();
  return redirect(atSaveJob(backOf(request, jobId, new URL(request.url).searchParams.get("back")), jobId));
}

async function saveFromForm(request: Request, { params }: Props) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const jobId = parsePositiveInt((await params).jobId);
  if (jobId === null) return NO_JOB();
  const fields = new URLSearchParams((await readCapped(request, MAX_FORM_BYTES)) ?? "");
  const back = backOf(request, jobId, fields.get("back"));
  // A guest signs in and comes back to the page at the job's Save button; signing in saves the job
  // (lib/auth/pending-save.ts), whichever way they come back.
  // Straight to the provider's login screen, in the page's language (lib/auth/start-sign-in.ts).
  const signIn = async () => {
    const response = await startSignIn("login", new URL(atSaveJob(back, jobId), siteOrigin()).href);
    response.headers.append("set-cookie", pendingSaveCookie(jobId));
    return response;
  };
  const session = await requireSession();
  if (session instanceof Response) return signIn();
  try {
    const answer = await withApiAuth(async (token) => {
      await productApi(token).saveJob(jobId);
      return redirect(back);
    });
    return answer.status === 401 ? signIn() : answer;
  } catch (error) {
    // A job that is gone: its own page says so, in HTML.
    if (isApiError(error, 404)) return redirect(`/jobs/${jobId}`);
    return errorResponse(error);
  }
}

async function change(request: Request, { params }: Props, save: boolean) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const session = await requireSession();
  if (session instanceof Response) return session;
  const jobId = parsePositiveInt((await params).jobId);
  if (jobId === null) return NO_JOB();
  try {
    return await withApiAuth(async (token) => {
      const api = productApi(token);
      await (save ? api.saveJob(jobId) : api.unsaveJob(jobId));
      return Response.json({ jobId, saved: save }, { headers: PRIVATE });
    });
  } catch (error) {
    return errorResponse(error);
  }
}

export const POST = (request: Request, props: Props) =>
  isForm(request) ? saveFromForm(request, props) : change(request, props, true);
export const DELETE = (request: Request, props: Props) => change(request, props, false);

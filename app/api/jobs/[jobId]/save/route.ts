import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { parsePositiveInt } from "@/lib/format";
import { isApiError, productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";
import { localPath, saveJobHref } from "@/lib/save-job-link";

// Save and unsave a job: POST and DELETE from the save button (JSON), and GET from the save link,
// which works without JavaScript and is where a guest comes back to after signing in.

type Props = { params: Promise<{ jobId: string }> };

const PRIVATE = { "cache-control": "private, no-store" };
const NO_JOB = () => Response.json({ message: "There is no job with this id." }, { status: 404 });
const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

/** The page the link was followed from, when it is on this site. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.origin !== siteOrigin() && url.origin !== new URL(request.url).origin) return null;
  return localPath(url.pathname + url.search);
}

export async function GET(request: Request, { params }: Props) {
  const jobId = parsePositiveInt((await params).jobId);
  if (jobId === null) return NO_JOB();
  const back =
    localPath(new URL(request.url).searchParams.get("back")) ?? refererPath(request) ?? `/jobs/${jobId}`;
  // A link on another site saves nothing (the way back from an external sign-in provider counts as
  // another site too: the seeker presses Save again, now signed in).
  if (rejectCrossSite(request, siteOrigin())) return redirect(back);
  const session = await requireSession();
  const signIn = () =>
    redirect(`/api/auth/signin?${new URLSearchParams({ callbackUrl: saveJobHref(jobId, back) })}`);
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

export const POST = (request: Request, props: Props) => change(request, props, true);
export const DELETE = (request: Request, props: Props) => change(request, props, false);

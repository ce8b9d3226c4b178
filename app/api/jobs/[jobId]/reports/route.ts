import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { callWithAccessToken } from "@/lib/auth/api-auth";
import { clientAddress } from "@/lib/client-address";
import { parsePositiveInt } from "@/lib/format";
import { DEFAULT_LOCALE, isLocale, localePath } from "@/lib/i18n/locales";
import { errorMessageOf } from "@/lib/error-message";
import { isApiError, productApi, type JobReportBody } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";
import { readCapped } from "@/lib/request-body";
import {
  ALREADY_REPORTED,
  REPORT_SENT,
  reportFields,
  reportSchema,
  tooManyReports,
} from "@/lib/validations/report";

// 'Report this job' for signed-in seekers whose email address is verified (the product API takes no
// other report: three free sign-ups could otherwise hide any job): JSON from the dialog, or a plain
// form post from the report page (answered with a redirect back to it, so it works without JavaScript).

/** Room for 2,000 characters of details however the browser encodes them. */
const MAX_BODY_BYTES = 32 * 1024;

type Props = { params: Promise<{ jobId: string }> };

/** A guest's report: they are asked to log in first. */
const SIGN_IN_FIRST = "Log in to report this job.";

/** Reports as the signed-in seeker (renewing a rejected token once); null for a guest. */
async function sendReport(jobId: number, body: JobReportBody, address: string | undefined) {
  const sent = await callWithAccessToken((token) =>
    productApi(token).reportJob(jobId, body, { clientAddress: address }),
  );
  return sent.token === null ? null : sent.value;
}

/** The plain form's way back: the report page in the form's language, saying how it went. */
function backToForm(jobId: number, result: string, minutes?: number, language?: string | null) {
  const path = `/jobs/${jobId}/report/${result}${minutes ? `/${minutes}` : ""}`;
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  return new Response(null, { status: 303, headers: { location: localePath(locale, path) } });
}

export async function POST(request: Request, { params }: Props) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const jobId = parsePositiveInt((await params).jobId);
  if (jobId === null) return Response.json({ message: "There is no job with this id." }, { status: 404 });

  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  const plainForm = type.startsWith("application/x-www-form-urlencoded");
  if (!plainForm && !type.startsWith("application/json")) {
    return Response.json({ message: "Send the report as application/json." }, { status: 415 });
  }
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === null) return Response.json({ message: "The report is too long." }, { status: 413 });
  let fields: unknown;
  let language: string | null = null;
  try {
    const form = plainForm ? new URLSearchParams(text) : null;
    language = form?.get("locale") ?? null;
    fields = form ? reportFields(form) : JSON.parse(text);
  } catch {
    return Response.json({ message: "The body is not valid JSON." }, { status: 400 });
  }
  const back = (result: string, minutes?: number) => backToForm(jobId, result, minutes, language);
  const parsed = reportSchema.safeParse(fields);
  if (!parsed.success) {
    if (plainForm) return back("invalid");
    const errors = parsed.error.issues.map((i) => ({
      path: i.path.map(String).join("."),
      message: i.message,
    }));
    return Response.json({ message: errors[0].message, errors }, { status: 400 });
  }

  try {
    const report = await sendReport(jobId, parsed.data, clientAddress(request.headers));
    if (!report) {
      if (plainForm) return back("sign-in");
      return Response.json({ message: SIGN_IN_FIRST }, { status: 401 });
    }
    if (plainForm) return back("sent");
    return Response.json({ message: REPORT_SENT, report }, { status: 201 });
  } catch (error) {
    if (isApiError(error, 409)) {
      if (plainForm) return back("already");
      return Response.json({ message: ALREADY_REPORTED }, { status: 409 });
    }
    if (isApiError(error, 401)) {
      if (plainForm) return back("sign-in");
      return Response.json({ message: SIGN_IN_FIRST }, { status: 401 });
    }
    if (isApiError(error, 403)) {
      if (plainForm) return back("verify");
      return Response.json(
        { message: errorMessageOf(error.data) ?? "Verify your email address." },
        { status: 403 },
      );
    }
    if (isApiError(error, 429)) {
      const seconds = error.retryAfter;
      const minutes = seconds ? Math.min(Math.ceil(seconds / 60), 24 * 60) : undefined;
      if (plainForm) return back("limited", minutes);
      const headers = seconds ? { "retry-after": String(seconds) } : undefined;
      return Response.json({ message: tooManyReports(seconds) }, { status: 429, headers });
    }
    if (isApiError(error, 400)) {
      if (plainForm) return back("invalid");
      return Response.json(
        { message: errorMessageOf(error.data) ?? "The report is not valid." },
        { status: 400 },
      );
    }
    // A job that has gone makes the report page a 404 too.
    if (plainForm) return back("failed");
    return errorResponse(error);
  }
}

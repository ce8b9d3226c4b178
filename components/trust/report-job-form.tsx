"use client";

import { useFormatter, useLocale, useTranslations } from "@/components/i18n/client";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { startLogin } from "@/components/layout/auth-actions";
import { loginPath } from "@/lib/auth/start-path";
import { errorMessageOf } from "@/lib/error-message";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/i18n/use-locale-path";
import { cn } from "@/components/ui/cn";
import {
  MAX_REPORT_DETAILS,
  REPORT_REASONS,
  type ReportReason,
  reportFields,
  reportSchema,
} from "@/lib/validations/report";

/** The reasons' labels (job.report.reasons). */
const REASON_KEYS: Record<ReportReason, string> = {
  "asks-for-money": "asksForMoney",
  "fake-company": "fakeCompany",
  misleading: "misleading",
  discriminatory: "discriminatory",
  other: "other",
};

/** The form's own words for what went wrong (job.report), in the reader's language. */
type Say = (key: string, values?: Record<string, number | string>) => string;

function tooManyReports(say: Say, retryAfterSeconds: number): string {
  if (!retryAfterSeconds || !Number.isFinite(retryAfterSeconds)) return say("tooManyLater");
  return say("tooManyWait", { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

/** Why a seeker may not report yet: a guest logs in, an unverified address is verified first. */
export type Refusal = "sign-in" | "verify";

type State =
  | {
      kind: "editing";
      errors: { reason?: string; details?: string };
      failure?: string;
      refusal?: Refusal;
    }
  | { kind: "sending" }
  | { kind: "done"; message: string };

/** Where the form posts: the same route handler whether JavaScript sends it or the browser does. */
const reportAction = (jobId: number) => `/api/jobs/${jobId}/reports`;

/**
 * Sends the report. The route handler's own messages are English: another language says the
 * outcome in its words and keeps the handler's explanation of a refusal only in English.
 */
async function send(jobId: number, body: unknown, say: Say, english: boolean): Promise<State> {
  let response: Response;
  try {
    response = await fetch(reportAction(jobId), {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "editing", errors: {}, failure: say("failed") };
  }
  if (response.ok) return { kind: "done", message: say("sent") };
  if (response.status === 409) return { kind: "done", message: say("already") };
  if (response.status === 401) return { kind: "editing", errors: {}, refusal: "sign-in" };
  if (response.status === 403) return { kind: "editing", errors: {}, refusal: "verify" };
  const message = english ? errorMessageOf(await response.json().catch(() => null)) : null;
  if (response.status === 429) {
    const failure = message ?? tooManyReports(say, Number(response.headers.get("retry-after")));
    return { kind: "editing", errors: {}, failure };
  }
  const explained = response.status >= 400 && response.status < 500 && response.status !== 401;
  return { kind: "editing", errors: {}, failure: (explained && message) || say("failed") };
}

/**
 * Why the report was not taken, and the way on: log in (coming back to the report page), or verify
 * the email address (the provider's page that mails the link again). Links that work without
 * JavaScript; with it, logging in goes straight to the provider.
 */
export function ReportRefusal({ jobId, refusal }: { jobId: number; refusal: Refusal }) {
  const t = useTranslations("job.report");
  const { to } = useLocalePath();
  const link = "font-semibold underline";
  const reportPage = to(`/jobs/${jobId}/report`);
  return (
    <p
      role="alert"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {refusal === "sign-in"
        ? t.rich("signIn", {
            login: (chunks) => (
              // A plain <a>: next/link would fetch the route handler as a page.
              <a
                href={loginPath(reportPage)}
                className={link}
                onClick={(event) => {
                  event.preventDefault();
                  void startLogin(reportPage);
                }}
              >
                {chunks}
              </a>
            ),
          })
        : t.rich("verify", {
            resend: (chunks) => (
              // A route handler that redirects to the identity provider: a full navigation, not a page.
              // eslint-disable-next-line @next/next/no-html-link-for-pages
              <a href="/api/auth/verify-email" className={link}>
                {chunks}
              </a>
            ),
          })}
    </p>
  );
}

/**
 * Reasons and optional details. Without JavaScript the browser posts the form itself and the route
 * handler redirects back to the report page; with it the answer is shown in place.
 */
export function ReportJobForm({ jobId, after }: { jobId: number; after?: ReactNode }) {
  const [state, setState] = useState<State>({ kind: "editing", errors: {} });
  const [length, setLength] = useState(0);
  const doneRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const t = useTranslations("job.report");
  const locale = useLocale();
  const format = useFormatter();
  // Character counts as written ("2000", not "2,000").
  const count = (n: number) => format.number(n, { useGrouping: false });

  // Without JavaScript the browser's own check asks for a reason; with it, this form's messages do.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = reportSchema.safeParse(reportFields(new FormData(event.currentTarget)));
    if (!parsed.success) {
      const errors: { reason?: string; details?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as "reason" | "details";
        errors[field] ??=
          field === "reason"
            ? t("reasonRequired")
            : issue.code === "too_big"
              ? t("detailsTooLong", { max: count(MAX_REPORT_DETAILS) })
              : t("detailsInvalid");
      }
      setState({ kind: "editing", errors });
      return;
    }
    setState({ kind: "sending" });
    const next = await send(jobId, parsed.data, t, locale === "en");
    setState(next);
    if (next.kind === "done") requestAnimationFrame(() => doneRef.current?.focus());
  }

  if (state.kind === "done") {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="outline-none">
        <p className="rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900">{state.message}</p>
        {after && <div className="mt-4">{after}</div>}
      </div>
    );
  }

  const errors = state.kind === "editing" ? state.errors : {};
  const sending = state.kind === "sending";
  return (
    <form
      ref={formRef}
      action={reportAction(jobId)}
      method="post"
      onSubmit={onSubmit}
      aria-busy={sending}
      className="grid gap-5"
    >
      {/* Without JavaScript, the route handler answers with the report page in this language. */}
      <input type="hidden" name="locale" value={locale} />
      <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">{t("why")}</legend>
        <ul className="mt-2 space-y-1">
          {REPORT_REASONS.map((reason) => (
            <li key={reason}>
              <label className="flex min-h-10 cursor-pointer items-start gap-2.5 rounded-md px-1 py-1.5 text-sm text-ink hover:bg-slate-50">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  required
                  className="mt-0.5 size-4 shrink-0 accent-primary-dark"
                />
                <span>{t(`reasons.${REASON_KEYS[reason]}`)}</span>
              </label>
            </li>
          ))}
        </ul>
        {errors.reason && (
          <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.reason}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-details`} className="text-sm font-semibold text-ink">
          {t("details")} <span className="font-normal text-muted">{t("optional")}</span>
        </label>
        <textarea
          id={`${id}-details`}
          name="details"
          rows={4}
          maxLength={MAX_REPORT_DETAILS}
          onChange={(event) => setLength(event.target.value.length)}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={`${id}-details-count${errors.details ? ` ${id}-details-error` : ""}`}
          dir="auto"
          placeholder={t("placeholder")}
          className={cn(
            "mt-1.5 block w-full rounded-lg border border-line px-3 py-2 text-sm text-ink focus:border-primary-dark",
            errors.details && "border-red-500",
          )}
        />
        <p id={`${id}-details-count`} className="mt-1 text-end text-xs text-muted tabular-nums">
          {t("count", { length: count(length), max: count(MAX_REPORT_DETAILS) })}
        </p>
        {errors.details && (
          <p id={`${id}-details-error`} className="text-sm font-medium text-red-700">
            {errors.details}
          </p>
        )}
      </div>
      {state.kind === "editing" && state.refusal && <ReportRefusal jobId={jobId} refusal={state.refusal} />}
      {state.kind === "editing" && state.failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {state.failure}
        </p>
      )}
      <Button type="submit" disabled={sending} className="w-full sm:w-auto sm:justify-self-end">
        {sending ? t("sending") : t("send")}
      </Button>
    </form>
  );
}

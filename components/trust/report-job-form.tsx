"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { errorMessageOf } from "@/lib/error-message";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import {
  ALREADY_REPORTED,
  MAX_REPORT_DETAILS,
  REPORT_FAILED,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_SENT,
  reportFields,
  reportSchema,
  tooManyReports,
} from "@/lib/validations/report";

type State =
  | { kind: "editing"; errors: { reason?: string; details?: string }; failure?: string }
  | { kind: "sending" }
  | { kind: "done"; message: string };

/** Where the form posts: the same route handler whether JavaScript sends it or the browser does. */
const reportAction = (jobId: number) => `/api/jobs/${jobId}/reports`;

async function send(jobId: number, body: unknown): Promise<State> {
  let response: Response;
  try {
    response = await fetch(reportAction(jobId), {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "editing", errors: {}, failure: REPORT_FAILED };
  }
  if (response.ok) return { kind: "done", message: REPORT_SENT };
  if (response.status === 409) return { kind: "done", message: ALREADY_REPORTED };
  const message = errorMessageOf(await response.json().catch(() => null));
  if (response.status === 429) {
    const failure = message ?? tooManyReports(Number(response.headers.get("retry-after")));
    return { kind: "editing", errors: {}, failure };
  }
  const explained = response.status >= 400 && response.status < 500 && response.status !== 401;
  return { kind: "editing", errors: {}, failure: (explained && message) || REPORT_FAILED };
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
        errors[field] ??= issue.message;
      }
      setState({ kind: "editing", errors });
      return;
    }
    setState({ kind: "sending" });
    const next = await send(jobId, parsed.data);
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
      <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">Why are you reporting this job?</legend>
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
                <span>{REPORT_REASON_LABELS[reason]}</span>
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
          Details <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={`${id}-details`}
          name="details"
          rows={4}
          maxLength={MAX_REPORT_DETAILS}
          onChange={(event) => setLength(event.target.value.length)}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={`${id}-details-count${errors.details ? ` ${id}-details-error` : ""}`}
          placeholder="What happened? For example: they asked for a fee on WhatsApp."
          className={cn(
            "mt-1.5 block w-full rounded-lg border border-line px-3 py-2 text-sm text-ink focus:border-primary-dark",
            errors.details && "border-red-500",
          )}
        />
        <p id={`${id}-details-count`} className="mt-1 text-right text-xs text-muted tabular-nums">
          {length} / {MAX_REPORT_DETAILS} characters
        </p>
        {errors.details && (
          <p id={`${id}-details-error`} className="text-sm font-medium text-red-700">
            {errors.details}
          </p>
        )}
      </div>
      {state.kind === "editing" && state.failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {state.failure}
        </p>
      )}
      <Button type="submit" disabled={sending} className="w-full sm:w-auto sm:justify-self-end">
        {sending ? "Sending…" : "Send report"}
      </Button>
    </form>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { invalidateJobMarks } from "@/components/jobs/use-job-marks";
import { flashSuccess } from "@/components/providers/flash";
import { errorMessageOf, EXPLAINED_STATUSES } from "@/lib/error-message";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/i18n/use-locale-path";
import { queryKeys } from "@/lib/query-keys";
import { applySchema, chosenFile, earlierCvId, UPLOAD_NEW, type ApplyFormValues } from "./apply-schema";
import { ConnectionStatus } from "./connection-status";
import { EarlierCvChoice, type EarlierCv } from "./earlier-cv-choice";
import { FileField } from "./file-field";
import { newIdempotencyKey, uploadApplication } from "./upload-application";
import { UploadProgress } from "./upload-progress";

interface Failure {
  detail?: string;
  /** 403 from the API: the seeker's email address is not verified yet. */
  verifyEmail?: boolean;
}

export function ApplyForm({ jobId, earlierCvs = [] }: { jobId: number; earlierCvs?: EarlierCv[] }) {
  const t = useTranslations("apply");
  const flash = useTranslations("flash");
  const locale = useLocale();
  const { to } = useLocalePath();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // Kept across the attempts of this form until one succeeds: if an attempt whose answer was lost
  // (a network failure) was stored, the retry gets that application, not "already applied".
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<ApplyFormValues>({ resolver: zodResolver(applySchema), mode: "onChange" });
  const source = useWatch({ control, name: "resumeSource" });
  const resume = useWatch({ control, name: "resume" });
  // Submit waits for a resume (docs/product.md, Apply). The form starts with none, so a chosen one is
  // also the change the spec asks for: react-hook-form's isDirty is not read, as it can miss a file
  // chosen while the page's script was starting (set without a render; the cluster test saw Submit
  // stay disabled with the file in the form).
  const resumeChosen = earlierCvId(source) !== undefined || chosenFile(resume) !== undefined;
  const sourceField = register("resumeSource", {
    onChange: (event) => {
      // A file picked before and hidden again is forgotten, not sent later without being seen.
      if (earlierCvId(event.target.value)) resetField("resume");
    },
  });

  // What a seeker chose before the page's script had run (a slow connection) counts: the form takes
  // it in when it starts, as if it had been chosen after, instead of keeping Submit disabled. (One
  // change handler serves every field: it reads the field the input names.)
  const formRef = useRef<HTMLFormElement>(null);
  const { onChange: changed } = sourceField;
  useEffect(() => {
    const inputs = formRef.current?.querySelectorAll<HTMLInputElement>(
      'input[type="file"], input[type="radio"]:checked',
    );
    for (const input of inputs ?? [])
      if (input.type === "radio" || input.files?.length) void changed({ target: input, type: "change" });
  }, [changed]);

  async function submit(values: ApplyFormValues) {
    setFailure(null);
    // Nothing is sent offline: the form stays as it is, and ConnectionStatus says to send it later.
    if (!navigator.onLine) return;
    setProgress(0);
    const form = new FormData();
    form.append("jobId", String(jobId));
    // An earlier CV is copied by the product API: only its id goes up, never the file again.
    const earlier = earlierCvId(values.resumeSource);
    if (earlier) form.append("resumeFileId", earlier);
    else form.append("resumeFile", chosenFile(values.resume)!);
    const coverLetter = chosenFile(values.coverLetter);
    if (coverLetter) form.append("coverLetter", coverLetter);
    try {
      const key = idempotencyKey ?? newIdempotencyKey();
      setIdempotencyKey(key);
      const { status, body } = await uploadApplication(form, key, setProgress);
      if (status < 200 || status >= 300) {
        setFailure({
          // The API explains in English: its words on English pages only.
          detail: EXPLAINED_STATUSES.has(status) && locale === "en" ? errorMessageOf(body) : undefined,
          verifyEmail: status === 403,
        });
        return;
      }
      const success = flash("applicationSubmitted");
      if (!flashSuccess(success)) toast.success(success);
      setIdempotencyKey(null);
      reset();
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      invalidateJobMarks();
      router.push(to("/jobs"));
    } catch (error) {
      console.error("Application upload failed", error);
      // Cut off mid-way by going offline: ConnectionStatus says so; the server is not to blame.
      if (navigator.onLine) setFailure({});
    } finally {
      setProgress(null);
    }
  }

  function cancel() {
    if (window.history.length > 1) router.back();
    else router.push(to(`/jobs/${jobId}`));
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(submit)}
      className="grid gap-6"
      aria-busy={isSubmitting}
    >
      {earlierCvs.length > 0 ? (
        <EarlierCvChoice cvs={earlierCvs} field={sourceField} error={errors.resume} disabled={isSubmitting}>
          {source === UPLOAD_NEW && (
            <FileField
              id="resume"
              label={t("newResume")}
              required
              error={errors.resume}
              field={register("resume")}
              disabled={isSubmitting}
            />
          )}
        </EarlierCvChoice>
      ) : (
        <FileField
          id="resume"
          label={t("resume")}
          required
          error={errors.resume}
          field={register("resume")}
          disabled={isSubmitting}
        />
      )}
      <FileField
        id="cover-letter"
        label={t("coverLetter")}
        error={errors.coverLetter}
        field={register("coverLetter")}
        disabled={isSubmitting}
      />
      {progress !== null && <UploadProgress percent={progress} />}
      {failure && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="font-semibold">{t("failure")}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
          {failure.verifyEmail && (
            // A route handler that redirects to the identity provider: a full navigation, not a page.
            // eslint-disable-next-line @next/next/no-html-link-for-pages
            <a className="mt-1 inline-block font-semibold underline" href="/api/auth/verify-email">
              {t("resendLink")}
            </a>
          )}
        </div>
      )}
      <ConnectionStatus />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={cancel} disabled={isSubmitting}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting || !resumeChosen}>
          {isSubmitting ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}

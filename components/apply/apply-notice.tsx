import { useTranslations } from "next-intl";
import { LinkButton } from "@/components/ui/button";

/** Why the form is not offered: already applied, or the job is closed. */
export function ApplyNotice({ kind, jobId }: { kind: "applied" | "closed"; jobId: number }) {
  const t = useTranslations("apply");
  return (
    <div role="status" className="rounded-2xl border border-line bg-slate-50 px-5 py-8 text-center">
      <p className="text-lg font-semibold text-ink">
        {kind === "applied" ? t("alreadyApplied") : t("closed")}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {kind === "applied" ? (
          <LinkButton href="/applications">{t("viewApplications")}</LinkButton>
        ) : (
          <LinkButton href="/jobs">{t("browseJobs")}</LinkButton>
        )}
        <LinkButton href={`/jobs/${jobId}`} variant="outline">
          {t("backToJob")}
        </LinkButton>
      </div>
    </div>
  );
}

import { useFormatter, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import Link from "@/components/ui/link";
import type { ModerationQueueItem } from "@/lib/product-api";
import { JobDecisionForm, VerificationForm } from "./decision-forms";

/** The risk flags' and report reasons' message keys: "fee-language" is feeLanguage. */
const camel = (value: string) => value.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** One job under caution: why (flags with their words, reports with their details) and the decisions. */
export function QueueItem({ item }: { item: ModerationQueueItem }) {
  const t = useTranslations("moderation.queue");
  const tFlags = useTranslations("safety.caution.flags");
  const tReasons = useTranslations("job.report.reasons");
  const tDecide = useTranslations("moderation.decide");
  const format = useFormatter();
  const { job } = item;
  return (
    <Card as="li" className="p-5" aria-labelledby={`job-${job.id}`}>
      <h2 id={`job-${job.id}`} className="text-lg font-bold text-ink">
        <Link href={`/jobs/${job.id}`} prefetch={false} className="hover:underline">
          {job.title}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t("employer", { company: job.company })} · {job.verifiedEmployer ? t("verified") : t("notVerified")}
      </p>
      <p className="mt-2 text-sm font-semibold text-ink">{t("reports", { count: item.reporters })}</p>
      {item.flags.length > 0 && (
        <section className="mt-3">
          <h3 className="text-sm font-semibold text-ink">{t("flagsHeading")}</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
            {item.flags.map(({ flag, words }) => (
              <li key={flag}>
                {tFlags(camel(flag))}{" "}
                <span className="text-muted">
                  {t("words", { words: words.map((w) => `“${w}”`).join(", ") })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {item.reports.length > 0 && (
        <section className="mt-3">
          <h3 className="text-sm font-semibold text-ink">{t("reportsHeading")}</h3>
          <ul className="mt-1 space-y-2 text-sm">
            {item.reports.map((report, i) => (
              <li key={i} className="rounded-lg bg-slate-50 px-3 py-2">
                <span className="font-medium">{tReasons(camel(report.reason))}</span>{" "}
                <span className="text-muted">
                  {t("reportedOn", {
                    date: format.dateTime(new Date(report.createdAt), { dateStyle: "medium" }),
                  })}
                </span>
                <p className="mt-1">{report.details || t("noDetails")}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-4 grid gap-4 border-t border-line pt-4 md:grid-cols-2">
        <section>
          <h3 className="mb-2 text-sm font-semibold text-ink">{tDecide("jobHeading")}</h3>
          <JobDecisionForm jobId={job.id} />
        </section>
        <section>
          <h3 className="mb-2 text-sm font-semibold text-ink">
            {tDecide("employerHeading", { company: job.company })}
          </h3>
          <VerificationForm
            company={job.company}
            verified={job.verifiedEmployer}
            id={`company-note-${job.id}`}
            back="queue"
          />
        </section>
      </div>
    </Card>
  );
}

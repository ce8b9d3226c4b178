import { useLocale, useTranslations } from "next-intl";
import { SafetyNotice } from "@/components/trust/safety-notice";
import type { Locale } from "@/lib/i18n/locales";
import { placeIn } from "@/lib/place-names";
import type { Job } from "@/lib/product-api/types";

export function ApplyHeader({
  job,
}: {
  job: Pick<Job, "title" | "company" | "location"> & { countryCode?: string };
}) {
  const t = useTranslations("apply");
  const remote = useTranslations("filters")("remote.remote");
  const place = placeIn(job.location, useLocale() as Locale, { remote, countryCode: job.countryCode });
  return (
    <header className="mb-8 border-b border-line pb-6">
      <p className="text-sm font-semibold tracking-wide text-primary-dark uppercase">{t("eyebrow")}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t.rich("heading", { title: job.title, bdi: (chunks) => <bdi>{chunks}</bdi> })}
      </h1>
      <p dir="auto" className="mt-2 text-muted">
        {job.company} · <bdi>{place}</bdi>
      </p>
      <SafetyNotice className="mt-4" />
    </header>
  );
}

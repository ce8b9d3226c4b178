import { useLocale, useTranslations } from "next-intl";
import { truncate } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { placeIn } from "@/lib/place-names";
import { JobCardList } from "./job-card";
import { type JobCardJob, packCard } from "./packed-cards";

/**
 * The job cards of a list. The cards are a client component although only their buttons are
 * interactive: a server component's markup is sent twice (as HTML and again in the RSC payload),
 * the cards' only once, plus the few fields they show, packed into tuples (packed-cards.ts). Their
 * place is named in the reader's language here, so that the browser gets it finished.
 */
export function JobGrid({ jobs }: { jobs: (JobCardJob & { countryCode?: string })[] }) {
  const locale = useLocale() as Locale;
  const remote = useTranslations("filters")("remote.remote");
  return (
    <JobCardList
      jobs={jobs.map(({ countryCode, ...job }) =>
        packCard({
          ...job,
          location: placeIn(job.location, locale, { remote, countryCode }),
          description: truncate(job.description),
        }),
      )}
    />
  );
}

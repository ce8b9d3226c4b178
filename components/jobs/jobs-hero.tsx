"use client";

import { useTranslations } from "@/components/i18n/client";
import type { JobSearch } from "@/lib/job-search";
import { JobSearchForm } from "./job-search-form";

/**
 * The jobs page header with the search box; in search mode it holds the query and keeps the filters.
 * A client component, though only the search box is interactive, so that its markup is sent once, as
 * HTML, and not again in the RSC payload of every browse, search and landing page.
 */
export function JobsHero({ search }: { search?: JobSearch }) {
  const t = useTranslations("jobs.hero");
  return (
    // Styled by .jobs-hero (app/globals.css), on every browse, search and landing page.
    <section aria-labelledby="jobs-hero-title" className="jobs-hero focus-light">
      <div aria-hidden="true" />
      <div>
        <h1 id="jobs-hero-title">{t("title")}</h1>
        <p>{t("subtitle")}</p>
        <div>
          <JobSearchForm search={search} />
        </div>
      </div>
    </section>
  );
}

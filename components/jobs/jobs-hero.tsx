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
    <section
      aria-labelledby="jobs-hero-title"
      className="focus-light relative overflow-hidden rounded-2xl bg-linear-to-br from-primary-deep via-primary-dark to-secondary-dark px-3 py-10 text-white sm:px-10 sm:py-14"
    >
      <div
        aria-hidden="true"
        className="absolute -end-24 -top-24 size-72 rounded-full bg-white/10 blur-2xl"
      />
      <div className="relative mx-auto max-w-3xl text-center">
        <h1 id="jobs-hero-title" className="text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
          {t("title")}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-blue-50 sm:text-lg">{t("subtitle")}</p>
        <div className="mt-6 sm:mt-8">
          <JobSearchForm search={search} />
        </div>
      </div>
    </section>
  );
}

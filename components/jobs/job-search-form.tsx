"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "@/components/i18n/client";
import { useTransition, type FormEvent } from "react";
import { cn } from "@/components/ui/cn";
import { SearchIcon } from "@/components/ui/icons";
import { useLocalePath } from "@/lib/i18n/use-locale-path";
import { jobSearchHref, parseFormData, toSearchParams, type JobSearch } from "@/lib/job-search";

/**
 * A plain GET form to /jobs, so searching works before or without JavaScript; the current filters
 * ride along as hidden fields, and a new search starts on page 1. Once hydrated it navigates
 * client-side instead, which lets the button read 'Searching...' until the results arrive.
 */
export function JobSearchForm({ search }: { search?: JobSearch }) {
  const router = useRouter();
  const t = useTranslations("jobs.search");
  const { to } = useLocalePath();
  const [searching, startSearch] = useTransition();
  const query = search?.q ?? "";
  const kept = search ? [...toSearchParams({ ...search, q: "" }, 1)] : [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = parseFormData(new FormData(event.currentTarget));
    startSearch(() => router.push(to(jobSearchHref({ ...next, page: 1 }))));
  }

  return (
    <form
      action={to("/jobs")}
      method="get"
      role="search"
      onSubmit={onSubmit}
      aria-busy={searching}
      className="flex w-full flex-col gap-2 rounded-2xl bg-white p-2 shadow-lg sm:flex-row sm:items-center"
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="job-search" className="sr-only">
        {t("label")}
      </label>
      <div className="flex flex-1 items-center gap-2 rounded-xl px-2 focus-within:ring-2 focus-within:ring-primary sm:px-3">
        <SearchIcon className="hidden size-5 shrink-0 text-muted sm:block" />
        <input
          key={query}
          id="job-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t("placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="h-11 w-full min-w-0 bg-transparent text-base text-ink placeholder:text-slate-500 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        disabled={searching}
        className={cn(
          "inline-flex h-11 shrink-0 items-center justify-center rounded-xl bg-primary-dark px-6 font-semibold text-white",
          "transition-colors hover:bg-primary-deep disabled:cursor-progress disabled:opacity-80",
        )}
      >
        {searching ? t("searching") : t("submit")}
      </button>
    </form>
  );
}

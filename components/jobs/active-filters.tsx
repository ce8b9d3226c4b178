import { useLocale, useTranslations } from "next-intl";
import Link from "@/components/ui/link";
import { CloseIcon } from "@/components/ui/icons";
import { activeFilters, filterLabeler } from "@/lib/job-filter-labels";
import { jobSearchHref, withoutFilter, type JobSearch } from "@/lib/job-search";

/** The chosen filters as chips (a server component: next-intl's hooks work there too); each is a link to the same search without it (page 1). */
export function ActiveFilters({ search }: { search: JobSearch }) {
  const t = useTranslations("filters");
  const filters = activeFilters(search, filterLabeler(t, useLocale()));
  if (filters.length === 0) return null;
  return (
    <ul aria-label={t("active")} className="mb-5 flex flex-wrap gap-2">
      {filters.map(({ key, value, label }) => (
        <li key={`${key}:${value}`}>
          <Link
            href={jobSearchHref(withoutFilter(search, key, value))}
            prefetch={false}
            aria-label={t("remove", { label })}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-primary-soft py-1 ps-3 pe-2 text-sm font-medium text-primary-deep hover:bg-blue-100"
          >
            <bdi>{label}</bdi>
            <CloseIcon className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

import "server-only";
import { getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { placeIn } from "@/lib/place-names";

/**
 * The seeker's own lists (saved jobs, applications) with each job's place in `locale`, named here so
 * that the browser gets finished words and no catalogue of cities (lib/place-names.ts).
 */
export async function withPlacesIn<T extends { job: { location: string } }>(
  items: T[],
  locale: Locale,
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE) return items;
  const remote = (await getTranslations({ locale, namespace: "filters" }))("remote.remote");
  return items.map((item) => ({
    ...item,
    job: { ...item.job, location: placeIn(item.job.location, locale, { remote }) },
  }));
}

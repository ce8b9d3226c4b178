import { permanentRedirect } from "next/navigation";
import { localePath } from "@/lib/i18n/locales";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { jobSearchHref, parseJobSearch } from "@/lib/job-search";

// The search page's old address: /jobs?… (in the same language) is the canonical one (proxy.ts).
type Props = {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function OldSearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  permanentRedirect(localePath(locale, jobSearchHref(parseJobSearch(await searchParams))));
}

import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { LocaleDocument } from "@/components/layout/locale-document";
import { pageNotFoundMetadata } from "@/components/layout/page-metadata";
import { PageNotFound } from "@/components/layout/page-not-found";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

// An address outside every language's pages (app/[locale]/[...rest] takes the rest): the English 404.
export async function generateMetadata(): Promise<Metadata> {
  return pageNotFoundMetadata(DEFAULT_LOCALE);
}

export default function NotFound() {
  setRequestLocale(DEFAULT_LOCALE);
  return (
    <LocaleDocument locale={DEFAULT_LOCALE}>
      <PageNotFound />
    </LocaleDocument>
  );
}

import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { pageNotFoundMetadata } from "@/components/layout/page-metadata";
import { PageNotFound } from "@/components/layout/page-not-found";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  return pageNotFoundMetadata((await getLocale()) as Locale);
}

export default function NotFound() {
  return <PageNotFound />;
}

import type { Metadata, Viewport } from "next";
import "../globals.css";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LocaleDocument } from "@/components/layout/locale-document";
import { baseOpenGraph, baseTwitter } from "@/components/layout/page-metadata";
import { isLocale, LOCALES } from "@/lib/i18n/locales";
import { siteConfig } from "@/lib/site";
import { manifestPath } from "@/lib/web-manifest";

type Params = Promise<{ locale: string }>;

// Every language's pages are prerendered like English ones. (No dynamicParams = false: the pages below
// inherit it, and their own dynamic segments, the job pages and landings, must render on demand.)
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "meta" });
  const title = t("defaultTitle", { product: siteConfig.name });
  const description = t("defaultDescription", { product: siteConfig.name });
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: title, template: `%s | ${siteConfig.name}` },
    description,
    applicationName: siteConfig.name,
    openGraph: { ...baseOpenGraph(locale, title), title, description },
    twitter: { ...baseTwitter(title), title, description },
    icons: { icon: process.env.NEXT_PUBLIC_FAVICON || "/icon.svg", apple: "/apple-touch-icon.png" },
    manifest: manifestPath(locale),
  };
}

export const viewport: Viewport = { themeColor: "#ffffff" };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Params;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}

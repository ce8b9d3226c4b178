import { notFound } from "next/navigation";
import { isLocale, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { manifestResponse } from "@/lib/web-manifest";

// /fr/manifest.webmanifest and the other languages' (English's is app/manifest.webmanifest): made at
// build time, one per language.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return PREFIXED_LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return manifestResponse(locale);
}

"use client";

import NextLink from "next/link";
import { useLocale } from "@/components/i18n/client";
import type { ComponentProps } from "react";
import { type Locale, localePath } from "@/lib/i18n/locales";

/**
 * next/link in the page's language: `href` is the English address ("/jobs/12") and becomes the
 * current language's ("/fr/jobs/12"). next/link is a client component already, so this costs a page
 * next to nothing more than it did.
 */
export default function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const locale = useLocale() as Locale;
  const localized = typeof href === "string" && href.startsWith("/") ? localePath(locale, href) : href;
  return <NextLink href={localized} {...props} />;
}

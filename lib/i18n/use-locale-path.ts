"use client";

import { useLocale } from "@/components/i18n/client";
import { useCallback } from "react";
import { type Locale, localePath } from "./locales";

/** For client components: the current language, and a function giving an English address in it. */
export function useLocalePath() {
  const locale = useLocale() as Locale;
  const to = useCallback((path: string) => localePath(locale, path), [locale]);
  return { locale, to };
}

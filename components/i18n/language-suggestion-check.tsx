"use client";

import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { readCookie } from "@/lib/browser/cookies";
import { chosenLanguage, DISMISSED_COOKIE, LANGUAGE_COOKIE } from "@/lib/i18n/language-choice";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { useLocale } from "./client";
import type { SuggestionTexts } from "./language-suggestion-banner";

// The banner's look and its dismiss button are fetched only for the visitors who see it.
const LanguageSuggestionBanner = lazy(() => import("./language-suggestion-banner"));

/** The language to suggest: the one chosen in the switcher, else the browser's first of ours; not a dismissed one. */
function suggested(): Locale | null {
  let wanted = chosenLanguage(readCookie(LANGUAGE_COOKIE));
  for (const tag of wanted ? [] : (navigator.languages ?? [navigator.language])) {
    const language = tag.toLowerCase().split("-")[0];
    if (isLocale(language)) {
      wanted = language;
      break;
    }
  }
  return wanted && readCookie(DISMISSED_COOKIE) !== wanted ? wanted : null;
}

const noSubscribe = () => () => {};
const noneOnServer = () => null;

/**
 * "Ce site existe en français": offered, once the page has loaded, to a visitor whose browser (or
 * earlier choice) prefers another of the site's languages than the page's. It never redirects: the
 * address decides the language, for people and crawlers alike. Dismissing it is remembered.
 */
export function LanguageSuggestionCheck({ texts }: { texts: Record<Locale, SuggestionTexts> }) {
  const current = useLocale();
  const wanted = useSyncExternalStore(noSubscribe, suggested, noneOnServer);
  const [dismissed, setDismissed] = useState(false);
  if (!wanted || wanted === current || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionBanner
        language={wanted}
        texts={texts[wanted]}
        onDismiss={() => setDismissed(true)}
      />
    </Suspense>
  );
}

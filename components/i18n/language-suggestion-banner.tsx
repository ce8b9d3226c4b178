"use client";

import { useLocale } from "./client";
import { useSyncExternalStore, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { chosenLanguage, LANGUAGE_COOKIE } from "@/lib/i18n/language-choice";
import { isLocale, type Locale } from "@/lib/i18n/locales";

export interface SuggestionTexts {
  text: string;
  action: string;
  dismiss: string;
}

const DISMISSED = "kazi-lang-dismissed";

function cookie(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** The language this visitor wants: the one they chose in the switcher, else their browser's first of ours. */
function wantedLanguage(): Locale | null {
  const chosen = chosenLanguage(cookie(LANGUAGE_COOKIE));
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split("-")[0];
    if (isLocale(language)) return language;
  }
  return null;
}

const noSubscribe = () => () => {};
const noneOnServer = () => null;

/**
 * "Ce site existe en français": shown, after the page has loaded, to a visitor whose browser (or
 * earlier choice) prefers another of the site's languages than the page's. It never redirects: the
 * address decides the language, for people and crawlers alike. Dismissing it is remembered.
 */
export function LanguageSuggestionBanner({ texts }: { texts: Record<Locale, SuggestionTexts> }) {
  const current = useLocale() as Locale;
  const wanted = useSyncExternalStore(noSubscribe, wantedLanguage, noneOnServer);
  const [dismissed, setDismissed] = useState(false);
  if (!wanted || wanted === current || dismissed) return null;
  if (typeof document !== "undefined" && cookie(DISMISSED) === wanted) return null;
  const { text, action, dismiss } = texts[wanted];

  function close() {
    document.cookie = `${DISMISSED}=${wanted}; Path=/; Max-Age=${180 * 24 * 60 * 60}; SameSite=Lax`;
    setDismissed(true);
  }

  // Fixed to the bottom of the window, with room for it after the footer, so it covers nothing
  // once the page is scrolled to its end and moves nothing when it appears.
  return (
    <>
      <div aria-hidden="true" className="h-24" />
      <aside
        lang={wanted}
        dir={wanted === "ar" ? "rtl" : "ltr"}
        aria-label={text}
        className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-lg items-center gap-3 rounded-xl border border-line bg-white p-3 shadow-lg"
      >
        <p className="flex-1 text-sm text-ink">{text}</p>
        <a href={`/api/language?to=${wanted}`} hrefLang={wanted} className={buttonClasses({ size: "sm" })}>
          {action}
        </a>
        <button
          type="button"
          onClick={close}
          aria-label={dismiss}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-slate-100"
        >
          <CloseIcon className="size-5" />
        </button>
      </aside>
    </>
  );
}

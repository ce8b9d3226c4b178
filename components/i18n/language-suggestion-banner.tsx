"use client";

import { setCookie } from "@/lib/browser/cookies";
import { buttonClasses } from "@/components/ui/button-classes";
import { CloseIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/locales";
import { DISMISSED_COOKIE, DISMISSED_COOKIE_MAX_AGE } from "@/lib/i18n/language-choice";

export interface SuggestionTexts {
  text: string;
  action: string;
  dismiss: string;
}

/** The suggestion itself (language-suggestion-check.tsx decides whether to show it), in its own language. */
export default function LanguageSuggestionBanner({
  language,
  texts: { text, action, dismiss },
  onDismiss,
}: {
  language: Locale;
  texts: SuggestionTexts;
  onDismiss: () => void;
}) {
  function close() {
    setCookie(`${DISMISSED_COOKIE}=${language}; Path=/; Max-Age=${DISMISSED_COOKIE_MAX_AGE}; SameSite=Lax`);
    onDismiss();
  }

  // In the layout's bottom dock (locale-document.tsx, globals.css), beside the install offer, and laid
  // out as it is: on a narrow phone the text has the first line and the buttons go under it.
  return (
    <aside
      data-docked
      lang={language}
      dir={language === "ar" ? "rtl" : "ltr"}
      aria-label={text}
      className="flex w-full max-w-lg flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-3 shadow-lg"
    >
      <p className="min-w-48 flex-1 text-sm text-ink">{text}</p>
      <a href={`/api/language?to=${language}`} hrefLang={language} className={buttonClasses({ size: "sm" })}>
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
  );
}

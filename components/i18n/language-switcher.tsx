"use client";

import { useLocale, useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { GlobeIcon } from "@/components/ui/icons";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, samePageIn } from "@/lib/i18n/language-choice";
import { type Locale, LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";

/** Remembers the choice (for the suggestion banner only) and opens the same page in `to`. */
export function switchLanguage(event: MouseEvent<HTMLAnchorElement>, to: Locale) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${to}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  location.assign(samePageIn(to, location.pathname + location.search));
}

function LanguageLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const current = useLocale();
  return (
    <ul className={className}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          {/* Without JavaScript the API route finds the page from the Referer (app/api/language). */}
          <a
            href={`/api/language?to=${locale}`}
            hrefLang={locale}
            lang={locale}
            rel="nofollow"
            aria-current={locale === current ? "true" : undefined}
            onClick={(event) => switchLanguage(event, locale)}
            className={linkClassName}
          >
            {LOCALE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The language choice: a disclosure in the navigation, a row of links in the footer. */
export function LanguageSwitcher({ placement }: { placement: "nav" | "footer" }) {
  const t = useTranslations("layout");
  const current = useLocale() as Locale;
  if (placement === "footer")
    return (
      <nav aria-label={t("language")}>
        <LanguageLinks
          className="flex flex-wrap justify-center gap-x-1 gap-y-2"
          linkClassName="footer-link"
        />
      </nav>
    );
  return (
    <details className="lang-menu relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-ink [&::-webkit-details-marker]:hidden">
        <GlobeIcon className="size-5" />
        <span className="sr-only">{t("language")}: </span>
        <span lang={current}>{current.toUpperCase()}</span>
      </summary>
      <LanguageLinks
        className="absolute end-0 z-40 mt-2 w-44 rounded-xl border border-line bg-white py-1 shadow-lg"
        linkClassName="block px-4 py-2.5 text-sm text-ink hover:bg-primary-soft aria-[current]:font-semibold"
      />
    </details>
  );
}

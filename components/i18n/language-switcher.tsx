"use client";

import { GlobeIcon } from "@/components/ui/icons";
import { ServerMarkup } from "@/components/ui/server-markup";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { labelBefore } from "@/lib/i18n/typography";

// Links to /api/language?to=…, which opens the page the visitor came from (its Referer) in that
// language and remembers the choice for the suggestion banner (app/api/language/route.ts). No
// JavaScript of its own: one redirect when it is used. A client component although nothing in it is
// interactive, so that its markup is not spelled out a second time in the page's payload, and kept as
// the server rendered it (ServerMarkup): nothing to hydrate.

function LanguageLinks({
  current,
  className,
  linkClassName,
}: {
  current: string;
  className: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={`/api/language?to=${locale}`}
            hrefLang={locale}
            lang={locale}
            rel="nofollow"
            aria-current={locale === current ? "true" : undefined}
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
export function LanguageSwitcher({
  placement,
  current,
  label,
}: {
  placement: "nav" | "footer";
  current: string;
  /** "Language", in the page's language. */
  label: string;
}) {
  if (placement === "footer")
    return (
      <nav aria-label={label}>
        <ServerMarkup version={current}>
          <LanguageLinks
            current={current}
            className="flex flex-wrap justify-center gap-x-1 gap-y-2"
            linkClassName="footer-link"
          />
        </ServerMarkup>
      </nav>
    );
  return (
    <ServerMarkup version={current}>
      <details className="relative">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-ink [&::-webkit-details-marker]:hidden">
          <GlobeIcon className="size-5" />
          <span className="sr-only">{labelBefore(label, current)}</span>
          <span lang={current}>{current.toUpperCase()}</span>
        </summary>
        <LanguageLinks current={current} className="lang-menu" />
      </details>
    </ServerMarkup>
  );
}

import { getLocale, getTranslations } from "next-intl/server";
import { GlobeIcon } from "@/components/ui/icons";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";

// Links to /api/language?to=…, which opens the page the visitor came from (its Referer) in that
// language and remembers the choice for the suggestion banner (app/api/language/route.ts). No
// JavaScript at all: the switcher costs a page its markup only, and one redirect when it is used.

function LanguageLinks({
  current,
  className,
  linkClassName,
}: {
  current: string;
  className: string;
  linkClassName: string;
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
export async function LanguageSwitcher({ placement }: { placement: "nav" | "footer" }) {
  const [t, current] = await Promise.all([getTranslations("layout"), getLocale()]);
  if (placement === "footer")
    return (
      <nav aria-label={t("language")}>
        <LanguageLinks
          current={current}
          className="flex flex-wrap justify-center gap-x-1 gap-y-2"
          linkClassName="footer-link"
        />
      </nav>
    );
  return (
    <details className="relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-ink [&::-webkit-details-marker]:hidden">
        <GlobeIcon className="size-5" />
        <span className="sr-only">{t("language")}: </span>
        <span lang={current}>{current.toUpperCase()}</span>
      </summary>
      <LanguageLinks
        current={current}
        className="absolute end-0 z-40 mt-2 w-44 rounded-xl border border-line bg-white py-1 shadow-lg"
        linkClassName="block px-4 py-2.5 text-sm text-ink hover:bg-primary-soft aria-[current]:font-semibold"
      />
    </details>
  );
}

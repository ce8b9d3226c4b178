"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { AccountArea } from "./account-area";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";

/**
 * The skip link, then the top bar of every page: logo, main links, languages, account area. A client component with no props,
 * so that its markup (the logo's drawing, the class lists) is sent once, as HTML, and not again in the
 * payload; only the links and the account area do anything once hydrated.
 */
export function Navbar() {
  const t = useTranslations("layout");
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary-deep shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t("skipToContent")}
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-white">
        <nav
          aria-label={t("mainNavigation")}
          className="relative mx-auto flex min-h-[70px] max-w-[1200px] items-center gap-2 px-4 sm:gap-6 sm:px-6"
        >
          <Logo />
          <NavLinks />
          <div className="ms-auto flex items-center gap-1">
            <LanguageSwitcher placement="nav" current={useLocale()} label={t("language")} />
            <AccountArea />
          </div>
        </nav>
      </header>
    </>
  );
}

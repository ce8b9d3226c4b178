"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { DataSaverSwitch } from "@/components/data-saver/data-saver-switch";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import Link from "@/components/ui/link";
import { ServerMarkup } from "@/components/ui/server-markup";
import { siteConfig } from "@/lib/site";

const links = [
  { href: "/about", label: "about" },
  { href: "/safety", label: "staySafe" },
  { href: "/employers", label: "employers" },
  { href: "/privacy-policy", label: "privacy" },
  { href: "/terms", label: "terms" },
  { href: "/contact", label: "contact" },
] as const;

/**
 * The footer of every page: copyright, page links, languages. A client component with no props, though
 * little in it is interactive, so that its markup is sent once, as HTML, and not again in the payload;
 * its links are kept as the server rendered them (ServerMarkup).
 */
export function Footer() {
  const t = useTranslations("layout");
  const locale = useLocale();
  return (
    <footer className="focus-light below-fold bg-footer text-slate-300">
      <div className="mx-auto flex max-w-[1200px] flex-col items-center gap-4 px-4 py-8 text-center sm:flex-row sm:justify-between sm:px-6 sm:text-start">
        <p className="text-sm">
          {t("copyright", {
            year: siteConfig.copyrightYear,
            product: siteConfig.name,
            tagline: t("tagline"),
          })}
        </p>
        <div className="flex flex-col items-center gap-2 sm:items-end">
          <nav aria-label={t("footerNavigation")}>
            <ServerMarkup version={locale}>
              <ul className="flex flex-wrap justify-center gap-x-1 gap-y-2">
                {links.map(({ href, label }) => (
                  <li key={href}>
                    <Link href={href} className="footer-link">
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </ServerMarkup>
          </nav>
          <LanguageSwitcher placement="footer" current={locale} label={t("language")} />
          <DataSaverSwitch className="footer-link" />
        </div>
      </div>
    </footer>
  );
}

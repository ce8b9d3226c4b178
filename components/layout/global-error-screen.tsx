"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { StatusMessage } from "@/components/ui/status-message";
import messages from "@/lib/i18n/global-error-messages.json";
import { direction, localePath, splitLocale } from "@/lib/i18n/locales";
import { siteConfig } from "@/lib/site";

// What app/global-error.tsx shows. It replaces the root layout, so it brings its own document and
// title, and its own texts: no message provider reaches it. The language is the address's (the browser's own
// pathname, never the rewritten /en/… route); the texts are the catalogues' `ui` messages
// (lib/i18n/global-error-messages.ts), a few hundred bytes for the five languages.
export default function GlobalErrorScreen({ error }: { error: unknown }) {
  const { locale } = splitLocale(usePathname() ?? "/");
  const t = messages[locale];

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={locale} dir={direction(locale)}>
      <body className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
        <title>{`${t.globalErrorTitle} | ${siteConfig.name}`}</title>
        <main className="w-full max-w-[1200px] rounded-2xl bg-white shadow-sm">
          <div role="alert">
            <StatusMessage title={t.globalErrorTitle} message={t.globalErrorMessage}>
              {/* A plain link: the router may be what failed, so leave with a full page load. */}
              <a href={localePath(locale, "/")} className={buttonClasses()}>
                {t.globalErrorHome}
              </a>
            </StatusMessage>
          </div>
        </main>
      </body>
    </html>
  );
}

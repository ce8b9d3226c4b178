import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Analytics } from "@/components/analytics/analytics";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LanguageSuggestion } from "@/components/i18n/language-suggestion";
import { Footer } from "@/components/layout/footer";
import { LayoutErrorBoundary } from "@/components/layout/layout-error";
import { LAYOUT_MESSAGES } from "@/components/layout/message-paths";
import { Navbar } from "@/components/layout/navbar";
import { FlashToaster } from "@/components/providers/flash-toaster";
import { direction, type Locale } from "@/lib/i18n/locales";

/**
 * The page around every screen, in one language: <html lang dir>, skip link, navigation, footer.
 * Reads no cookies or headers and mounts no data providers, so every public page can be prerendered;
 * the one message provider holds only what the layout's own client parts say (components/i18n).
 */
export async function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations("layout");
  return (
    <html lang={locale} dir={direction(locale)}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary-deep shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
        >
          {t("skipToContent")}
        </a>
        <ClientMessages namespaces={LAYOUT_MESSAGES}>
          <Navbar />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none sm:px-4 sm:py-6">
            <LayoutErrorBoundary>{children}</LayoutErrorBoundary>
          </main>
          <Footer />
          <LanguageSuggestion />
          <FlashToaster />
        </ClientMessages>
        <Analytics />
      </body>
    </html>
  );
}

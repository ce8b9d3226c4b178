import { Activity, type ReactNode } from "react";
import { Analytics } from "@/components/analytics/analytics";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LanguageSuggestion } from "@/components/i18n/language-suggestion";
import { Footer } from "@/components/layout/footer";
import { LayoutErrorBoundary } from "@/components/layout/layout-error";
import { LAYOUT_MESSAGES } from "@/components/layout/message-paths";
import { Navbar } from "@/components/layout/navbar";
import { InstallPrompt } from "@/components/pwa/install-prompt";
import { EARLY_INSTALL_CATCHER } from "@/components/pwa/install-rule";
import { FlashToaster } from "@/components/providers/flash-toaster";
import { ServiceWorkerClient } from "@/components/pwa/service-worker-client";
import { AfterLoad } from "@/components/ui/after-load";
import { KeptLinks } from "@/components/ui/kept-links";
import { PageHydrated } from "@/components/ui/page-hydrated";
import { direction, type Locale } from "@/lib/i18n/locales";

/**
 * The page around every screen, in one language: <html lang dir>, navigation (with the skip link), footer.
 * Reads no cookies or headers and mounts no data providers, so every public page can be prerendered;
 * the one message provider holds only what the layout's own client parts say (components/i18n).
 */
export function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} dir={direction(locale)}>
      <body className="flex min-h-screen flex-col">
        {/*
          No first paint before the header is parsed (React puts this in <head>): on a slow phone the
          parser can stop mid-header and paint, and the buttons parsed next then push the menu button
          aside (a layout shift). Browsers without rel=expect paint as before.
        */}
        <link rel="expect" href="#main-content" blocking="render" />
        {/* Runs before the page's own scripts: Chromium's install offer can come first (install-prompt.tsx). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INSTALL_CATCHER }} />
        <ClientMessages namespaces={LAYOUT_MESSAGES}>
          {/*
            Each part in its own Activity boundary: React hydrates the document first, then each part
            in turn, in slices a tap can interrupt (a tap on a part hydrates that part first), rather
            than the whole page in one long task. Not Suspense, which hydrates the same way: React's
            server sends a finished Suspense boundary that comes after the first 12.8 KB of HTML at
            the document's end, swapped in by a script, and the page's content would arrive late
            and push the footer down.
          */}
          <Activity>
            <Navbar />
          </Activity>
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none sm:px-4 sm:py-6">
            <Activity>
              <LayoutErrorBoundary>{children}</LayoutErrorBoundary>
              {/* Until this has run, links load their page rather than navigate client-side. */}
              <PageHydrated />
            </Activity>
          </main>
          <Activity>
            <Footer />
          </Activity>
          <KeptLinks />
          <FlashToaster />
          {/*
            What sits at the bottom of the window (the language suggestion, a new version, the install
            offer), stacked so none covers another; globals.css leaves room for it after the footer.
            Above the header (z-30), so the offline note the service worker's notices pin to the top
            shows over it.
          */}
          <div className="bottom-dock pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col items-center gap-2 *:pointer-events-auto">
            {/* None of it is needed to use the page: it renders once the page has loaded. */}
            <AfterLoad>
              <LanguageSuggestion />
              <ServiceWorkerClient />
              <InstallPrompt />
            </AfterLoad>
          </div>
        </ClientMessages>
        <AfterLoad>
          <Analytics />
        </AfterLoad>
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from "next";
import "./globals.css";
import { Analytics } from "@/components/analytics/analytics";
import { Footer } from "@/components/layout/footer";
import { LayoutErrorBoundary } from "@/components/layout/layout-error";
import { Navbar } from "@/components/layout/navbar";
import { FlashToaster } from "@/components/providers/flash-toaster";
import { baseOpenGraph, baseTwitter, defaultDescription } from "@/components/layout/page-metadata";
import { defaultTitle, siteConfig } from "@/lib/site";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: defaultTitle, template: `%s | ${siteConfig.name}` },
  description: defaultDescription,
  applicationName: siteConfig.name,
  openGraph: { ...baseOpenGraph, title: defaultTitle, description: defaultDescription },
  twitter: { ...baseTwitter, title: defaultTitle, description: defaultDescription },
  icons: { icon: "/icon.svg", apple: "/apple-touch-icon.png" },
};

export const viewport: Viewport = { themeColor: "#ffffff" };

// Reads no cookies or headers and mounts no providers, so every public page can be prerendered.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary-deep shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <Navbar />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none sm:px-4 sm:py-6">
          <LayoutErrorBoundary>{children}</LayoutErrorBoundary>
        </main>
        <Footer />
        <FlashToaster />
        <Analytics />
      </body>
    </html>
  );
}

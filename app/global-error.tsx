"use client";

import "./globals.css";
import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { StatusMessage } from "@/components/ui/status-message";
import { siteConfig } from "@/lib/site";

// Top-level boundary: replaces the root layout, so it brings its own document, styles and title.
export default function GlobalError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
        <title>{`Application Error | ${siteConfig.name}`}</title>
        <main className="w-full max-w-[1200px] rounded-2xl bg-white shadow-sm">
          <div role="alert">
            <StatusMessage
              title="Application Error"
              message="The application encountered an unexpected error. Please try again or contact support if the issue persists."
            >
              {/* A plain link: the router may be what failed, so leave with a full page load. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/" className={buttonClasses()}>
                Go to Home
              </a>
            </StatusMessage>
          </div>
        </main>
      </body>
    </html>
  );
}

import { localePath, LOCALES } from "@/lib/i18n/locales";
import { KEPT_AT_META, OWNER_HEADER, OWNER_RECORD, WORKER_CACHES } from "@/lib/pwa/caches";
import { serviceWorker, type WorkerConfig } from "@/lib/pwa/service-worker";
import { siteConfig } from "@/lib/site";

// The service worker (lib/pwa/service-worker.ts) at the root, so that it may serve every page. Built
// once, with the build: its text changes with each build's version, which is how browsers learn
// that a new version is ready.
export const dynamic = "force-static";

const config: WorkerConfig = {
  version: process.env.NEXT_PUBLIC_APP_VERSION ?? "dev",
  offline: Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, "/offline")])),
  caches: WORKER_CACHES,
  keptAtMeta: KEPT_AT_META,
  owner: { record: OWNER_RECORD, header: OWNER_HEADER },
  titleSuffix: ` | ${siteConfig.name}`,
};

export function GET() {
  return new Response(`"use strict";\n(${serviceWorker.toString()})(self, ${JSON.stringify(config)});\n`, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      // Browsers check the worker for updates themselves; caches in between must ask each time.
      "cache-control": "no-cache",
    },
  });
}

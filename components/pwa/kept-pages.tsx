"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import { splitLocale } from "@/lib/i18n/locales";
import { OWNER_HEADER, OWNER_RECORD, WORKER_CACHES } from "@/lib/pwa/caches";

interface Kept {
  jobs: { href: string; title: string }[];
  savedJobs?: string;
  applications?: string;
}

/** Who the worker last knew to be signed in ("": nobody, also once their session has ended). */
async function lastOwner(): Promise<string> {
  const record = await (await caches.open(WORKER_CACHES.owner)).match(OWNER_RECORD);
  const { id, expires } = record ? ((await record.json()) as { id: string; expires: number }) : { id: "" };
  return id && (!expires || expires > Date.now()) ? id : "";
}

/**
 * The pages the service worker keeps for the person it last knew to be signed in (or for nobody),
 * newest first, by the title they had: on a shared phone, never the last person's.
 */
async function keptPages(): Promise<Kept> {
  const kept: Kept = { jobs: [] };
  if (!("caches" in window)) return kept;
  const owner = await lastOwner();
  const theirs = (response?: Response) => (response?.headers.get(OWNER_HEADER) ?? "") === owner;
  const pages = await caches.open(WORKER_CACHES.pages);
  for (const request of [...(await pages.keys())].reverse()) {
    const response = await pages.match(request);
    if (!theirs(response)) continue;
    const url = new URL(request.url);
    const title = response?.headers.get("x-kazi-title");
    kept.jobs.push({ href: url.pathname, title: title ? decodeURIComponent(title) : url.pathname });
  }
  const personal = await caches.open(WORKER_CACHES.personal);
  for (const request of await personal.keys()) {
    if (!theirs(await personal.match(request))) continue;
    const { pathname } = new URL(request.url);
    const { path } = splitLocale(pathname);
    if (path === "/saved-jobs") kept.savedJobs = pathname;
    if (path === "/applications") kept.applications = pathname;
  }
  return kept;
}

const linkClass = "font-semibold text-primary-dark underline-offset-4 hover:underline";

/**
 * The offline page's list of what opens without a connection. Plain links: the service worker answers
 * them from its caches (a client-side navigation would need the network).
 */
export function KeptPages() {
  const t = useTranslations("pwa.offline");
  const layout = useTranslations("layout");
  const [kept, setKept] = useState<Kept | null>(null);
  useEffect(() => {
    keptPages()
      .then(setKept)
      .catch(() => setKept({ jobs: [] }));
  }, []);
  if (!kept) return null;
  const personal = [
    kept.savedJobs && { href: kept.savedJobs, label: layout("savedJobs") },
    kept.applications && { href: kept.applications, label: layout("applications") },
  ].filter((link): link is { href: string; label: string } => Boolean(link));
  return (
    <div className="mt-6 grid gap-6">
      {personal.length > 0 && (
        <ul className="flex flex-wrap gap-4">
          {personal.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={linkClass}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {kept.jobs.length > 0 ? (
        <section aria-labelledby="kept-jobs">
          <h2 id="kept-jobs" className="text-lg font-semibold text-ink">
            {t("openedJobs")}
          </h2>
          <ul className="mt-3 grid gap-2">
            {kept.jobs.map((job) => (
              <li key={job.href}>
                <a href={job.href} dir="auto" className={linkClass}>
                  {job.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        personal.length === 0 && <p className="text-muted">{t("nothing")}</p>
      )}
      <div>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t("retry")}
        </Button>
      </div>
    </div>
  );
}

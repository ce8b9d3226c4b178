import { useTranslations } from "next-intl";
import Link from "@/components/ui/link";
import { cn } from "@/components/ui/cn";
import { DONE, type Done } from "@/lib/moderation/decision-form";

export type ModerationSection = "queue" | "companies" | "feeds" | "clients" | "log" | "notifications";

const PATHS: Record<ModerationSection, string> = {
  queue: "/moderation",
  companies: "/moderation/companies",
  feeds: "/moderation/feeds",
  clients: "/moderation/clients",
  log: "/moderation/log",
  notifications: "/moderation/notifications",
};

/** `?done=` as the decision forms' route handlers write it; anything else shows nothing. */
export function doneOf(value: string | string[] | undefined): Done | undefined {
  return (DONE as readonly unknown[]).includes(value) ? (value as Done) : undefined;
}

const FAILED: readonly Done[] = ["invalid", "missing", "failed"];

/** The console's heading, its sections, and how the last decision went. */
export function ModerationHeader({ current, done }: { current: ModerationSection; done?: Done }) {
  const t = useTranslations("moderation");
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("heading")}</h1>
      <nav aria-label={t("navLabel")} className="mt-4 flex flex-wrap gap-2 border-b border-line pb-3">
        {(Object.keys(PATHS) as ModerationSection[]).map((section) => (
          <Link
            key={section}
            href={PATHS[section]}
            prefetch={false}
            aria-current={section === current ? "page" : undefined}
            className={cn(
              "rounded-lg px-3 py-2 text-sm font-semibold",
              section === current ? "bg-primary-soft text-primary-deep" : "text-muted hover:text-ink",
            )}
          >
            {t(`nav.${section}`)}
          </Link>
        ))}
      </nav>
      {done && (
        <p
          role="status"
          className={cn(
            "mt-4 rounded-lg px-4 py-3 text-sm font-medium",
            FAILED.includes(done) ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900",
          )}
        >
          {t(`done.${done}`)}
        </p>
      )}
    </header>
  );
}

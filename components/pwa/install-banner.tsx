"use client";

import { useTranslations } from "@/components/i18n/client";
import { buttonClasses } from "@/components/ui/button-classes";
import { siteConfig } from "@/lib/site";
import { dismissInstall } from "./install-marks";
import type { InstallEvent } from "./install-rule";

/** The offer itself (install-prompt.tsx decides when): the browser's install dialog, or "Not now". */
export default function InstallBanner({ event, onClose }: { event: InstallEvent; onClose: () => void }) {
  const t = useTranslations("pwa.install");
  const product = siteConfig.name;

  // In the layout's bottom dock (locale-document.tsx, globals.css), beside the language suggestion.
  return (
    <aside
      data-docked
      aria-label={t("action", { product })}
      className="flex w-full max-w-lg flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-3 shadow-lg"
    >
      <p className="min-w-48 flex-1 text-sm text-ink">{t("text", { product })}</p>
      <button
        type="button"
        className={buttonClasses({ size: "sm" })}
        onClick={() => {
          // An event prompts once: it is forgotten, and Chromium sends a new one if it still may.
          event.prompt().catch(() => {});
          onClose();
        }}
      >
        {t("action", { product })}
      </button>
      <button
        type="button"
        className={buttonClasses({ variant: "ghost", size: "sm" })}
        onClick={() => {
          dismissInstall();
          onClose();
        }}
      >
        {t("dismiss")}
      </button>
    </aside>
  );
}

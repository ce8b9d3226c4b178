"use client";

import { useSyncExternalStore } from "react";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { cn } from "@/components/ui/cn";
import { DATA_SAVER_EVENT, dataSaverOn, setDataSaver } from "@/lib/data-saver";
import { labelBefore } from "@/lib/i18n/typography";

const subscribe = (changed: () => void) => {
  window.addEventListener(DATA_SAVER_EVENT, changed);
  return () => window.removeEventListener(DATA_SAVER_EVENT, changed);
};

/**
 * The seeker's data saver switch: "Data saver: Off". A form that posts to /api/data-saver, so that it
 * works without JavaScript; with JavaScript it sets the cookie itself, at once, without a request.
 * `known` is the state when the server read the cookie (the profile page, rendered per seeker);
 * cached pages (the footer) cannot know it, so they say only "Data saver" until the page runs, and
 * without JavaScript the form switches it over.
 */
export function DataSaverSwitch({ known, className }: { known?: boolean; className?: string }) {
  const t = useTranslations("pwa.dataSaver");
  const locale = useLocale();
  const on = useSyncExternalStore<boolean | undefined>(subscribe, dataSaverOn, () => known);
  return (
    <form
      method="post"
      action="/api/data-saver"
      onSubmit={(event) => {
        event.preventDefault();
        setDataSaver(!on);
      }}
    >
      {on !== undefined && <input type="hidden" name="to" value={on ? "off" : "on"} />}
      <button type="submit" aria-pressed={on} className={cn("cursor-pointer", className)}>
        {on === undefined ? t("label") : `${labelBefore(t("label"), locale)}${on ? t("on") : t("off")}`}
      </button>
    </form>
  );
}

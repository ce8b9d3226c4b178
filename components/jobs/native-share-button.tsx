"use client";

import { useTranslations } from "@/components/i18n/client";
import { useSyncExternalStore } from "react";
import { ShareIcon } from "@/components/ui/icons";

const noSubscription = () => () => {};

/**
 * The phone's own share sheet (Web Share API), as a list item above the share links. Rendered only
 * where the browser has navigator.share; elsewhere, and before JavaScript, the links are the way.
 */
export function NativeShareButton({
  url,
  text,
  className,
}: {
  url: string;
  text: string;
  className?: string;
}) {
  const t = useTranslations("share");
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function",
    () => false,
  );
  if (!canShare) return null;

  async function share() {
    try {
      await navigator.share({ text, url });
    } catch {
      // Dismissing the sheet rejects too; the links below are still there.
    }
  }

  return (
    <li>
      <button type="button" onClick={share} className={className}>
        <ShareIcon className="size-5 shrink-0" />
        {t("native")}
      </button>
    </li>
  );
}

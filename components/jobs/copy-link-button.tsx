"use client";

import { useTranslations } from "@/components/i18n/client";
import { useEffect, useState } from "react";
import { cn } from "@/components/ui/cn";
import { CheckIcon, LinkIcon } from "@/components/ui/icons";

type CopyState = "idle" | "copied" | "failed";

const MESSAGES = { copied: "copied", failed: "copyFailed" } as const;

/** Copies `url` and says so in a live region, so screen readers hear it too. */
export function CopyLinkButton({ url, className }: { url: string; className?: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const t = useTranslations("share");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <div>
      <button type="button" onClick={copy} className={className}>
        {state === "copied" ? <CheckIcon className="size-5" /> : <LinkIcon className="size-5" />}
        {t("copy")}
      </button>
      <p
        role="status"
        className={cn("mt-2 min-h-5 text-sm", state === "failed" ? "text-red-700" : "text-emerald-700")}
      >
        {state === "idle" ? "" : t(MESSAGES[state])}
      </p>
    </div>
  );
}

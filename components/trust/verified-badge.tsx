"use client";

import { useTranslations } from "@/components/i18n/client";
import Link from "@/components/ui/link";
import { cn } from "@/components/ui/cn";
import { VerifiedIcon } from "./trust-icons";
import { siteConfig } from "@/lib/site";

/**
 * 'Verified employer', with its explanation a tap or a click away: a <details>, so it works without
 * JavaScript, and screen readers announce it as a button that expands the explanation. No tooltip
 * repeating the explanation: job cards show the badge fifteen times a page.
 */
export function VerifiedBadge({ size = "sm", className }: { size?: "sm" | "md"; className?: string }) {
  const t = useTranslations("trust");
  const explanation = t("verifiedExplanation", { product: siteConfig.name });
  return (
    // Styled by .verified-badge (app/globals.css): job cards show it fifteen times a page.
    <details className={cn("verified-badge", className)}>
      <summary className={size === "md" ? "min-h-8 px-3 py-1 text-sm" : undefined}>
        <VerifiedIcon className={size === "sm" ? "size-3.5" : "size-4"} />
        {t("verified")}
      </summary>
      <p>
        {explanation} <Link href="/safety#verified-employers">{t("whatThisMeans")}</Link>
      </p>
    </details>
  );
}

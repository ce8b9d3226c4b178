import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { VerifiedIcon } from "./trust-icons";
import { siteConfig } from "@/lib/site";

export const VERIFIED_EXPLANATION = `${siteConfig.name} has checked that this employer is a real, registered company and that its jobs are posted by its own staff.`;

/**
 * 'Verified employer', with its explanation a tap (or, as a tooltip, a hover) away: a <details>, so it
 * works without JavaScript, and screen readers announce it as a button that expands the explanation.
 */
export function VerifiedBadge({ size = "sm", className }: { size?: "sm" | "md"; className?: string }) {
  return (
    <details className={cn("group relative inline-block", className)}>
      <summary
        title={VERIFIED_EXPLANATION}
        className={cn(
          "inline-flex cursor-pointer list-none items-center gap-1 rounded-full bg-emerald-50 font-medium whitespace-nowrap text-emerald-800 hover:bg-emerald-100 [&::-webkit-details-marker]:hidden",
          size === "sm" ? "min-h-6 px-2.5 py-0.5 text-xs" : "min-h-8 px-3 py-1 text-sm",
        )}
      >
        <VerifiedIcon className={size === "sm" ? "size-3.5" : "size-4"} />
        Verified employer
      </summary>
      <p className="absolute top-full left-0 z-20 mt-1.5 w-64 rounded-lg border border-line bg-white p-3 text-xs leading-relaxed font-normal text-slate-700 shadow-lg">
        {VERIFIED_EXPLANATION}{" "}
        <Link
          href="/safety#verified-employers"
          className="font-semibold text-primary-dark underline underline-offset-2"
        >
          What this means
        </Link>
      </p>
    </details>
  );
}

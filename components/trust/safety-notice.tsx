import Link from "@/components/ui/link";
import { ShieldCheckIcon } from "@/components/ui/icons";
import { cn } from "@/components/ui/cn";
import { siteConfig } from "@/lib/site";

export const SAFETY_NOTICE = `${siteConfig.name} and genuine employers never ask you to pay to apply, for training or for a medical.`;

/** The reminder on every job page and apply form, linking to the safety advice. */
export function SafetyNotice({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        "flex items-start gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900",
        className,
      )}
    >
      <ShieldCheckIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        {SAFETY_NOTICE}{" "}
        <Link href="/safety" className="font-semibold underline underline-offset-2 hover:no-underline">
          How to stay safe
        </Link>
      </span>
    </p>
  );
}

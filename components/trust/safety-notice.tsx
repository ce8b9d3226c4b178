import { useTranslations } from "next-intl";
import Link from "@/components/ui/link";
import { ShieldCheckIcon } from "@/components/ui/icons";
import { cn } from "@/components/ui/cn";
import { siteConfig } from "@/lib/site";

/** The reminder on every job page and apply form, linking to the safety advice. */
export function SafetyNotice({ className }: { className?: string }) {
  const t = useTranslations("safety");
  return (
    <p
      className={cn(
        "flex items-start gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900",
        className,
      )}
    >
      <ShieldCheckIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        {t("notice", { product: siteConfig.name })}{" "}
        <Link href="/safety" className="font-semibold underline underline-offset-2 hover:no-underline">
          {t("howToStaySafe")}
        </Link>
      </span>
    </p>
  );
}

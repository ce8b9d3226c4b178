import { useTranslations } from "next-intl";
import Link from "@/components/ui/link";
import { RISK_FLAGS, type CautionReason, type RiskFlag } from "@/lib/product-api/types";
import { WarningIcon } from "./trust-icons";

/** What each risk flag means, in a seeker's words (safety.caution.flags). */
const RISK_FLAG_KEYS: Record<RiskFlag, string> = {
  "fee-language": "feeLanguage",
  "phone-only-contact": "phoneOnlyContact",
  "free-mail-contact": "freeMailContact",
};

const isKnownFlag = (flag: string): flag is RiskFlag => (RISK_FLAGS as readonly string[]).includes(flag);

/** safety.caution.why's choice: what the API says put the job under caution (unknown: "other"). */
function whyOf(reasons: readonly CautionReason[]): string {
  const reported = reasons.includes("reports");
  const flagged = reasons.includes("flags");
  if (reported && flagged) return "both";
  return reported ? "reports" : flagged ? "flags" : "other";
}

/**
 * The warning on a job that is flagged or reported, until a moderator clears it: why (reports, flags
 * or both, from the API's cautionReasons), what to watch for, and each flag in a seeker's words.
 */
export function CautionBanner({
  riskFlags,
  reasons = [],
}: {
  riskFlags: string[];
  reasons?: readonly CautionReason[];
}) {
  const why = whyOf(reasons);
  // The flags are listed only when they are part of why (a cleared flag is not the reason now).
  const flags = why === "reports" ? [] : riskFlags.filter(isKnownFlag);
  const t = useTranslations("safety.caution");
  return (
    <section
      aria-labelledby="caution-title"
      className="mb-5 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-4 text-amber-950 sm:px-5"
    >
      <h2 id="caution-title" className="flex items-center gap-2 text-base font-bold">
        <WarningIcon className="size-5 shrink-0 text-amber-700" />
        {t("title")}
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed">
        {t("why", { reason: why })} {t("advice")}{" "}
        <Link href="/safety" className="font-semibold underline underline-offset-2 hover:no-underline">
          {t("link")}
        </Link>
      </p>
      {flags.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
          {flags.map((flag) => (
            <li key={flag}>{t(`flags.${RISK_FLAG_KEYS[flag]}`)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

import Link from "@/components/ui/link";
import { RISK_FLAGS, type RiskFlag } from "@/lib/product-api/types";
import { WarningIcon } from "./trust-icons";

/** What each risk flag means, in a seeker's words. */
const RISK_FLAG_TEXT: Record<RiskFlag, string> = {
  "fee-language": "Its text mentions a fee: registration, processing, training, medical or similar.",
  "phone-only-contact": "It asks you to apply only by phone or WhatsApp, with no company address.",
  "free-mail-contact":
    "Its contact address is a free email account (like Gmail or Yahoo), not the company's.",
};

const isKnownFlag = (flag: string): flag is RiskFlag => (RISK_FLAGS as readonly string[]).includes(flag);

/** The warning on a job that is flagged or reported, until a moderator clears it. */
export function CautionBanner({ riskFlags }: { riskFlags: string[] }) {
  const flags = riskFlags.filter(isKnownFlag);
  return (
    <section
      aria-labelledby="caution-title"
      className="mb-5 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-4 text-amber-950 sm:px-5"
    >
      <h2 id="caution-title" className="flex items-center gap-2 text-base font-bold">
        <WarningIcon className="size-5 shrink-0 text-amber-700" />
        Be careful with this job
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed">
        It has been reported by several people or looks like it may ask for money. Never pay to apply, for
        training or for a medical, and never send ID or bank details before you meet the employer.{" "}
        <Link href="/safety" className="font-semibold underline underline-offset-2 hover:no-underline">
          Read how to stay safe
        </Link>
      </p>
      {flags.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {flags.map((flag) => (
            <li key={flag}>{RISK_FLAG_TEXT[flag]}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

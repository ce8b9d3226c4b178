import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button-classes";
import { MAX_MODERATION_NOTE } from "@/services/product-api/lib/limits";

// Plain forms posted by the browser to app/api/moderation/**, which redirect back: no JavaScript.

const fieldClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus:border-primary-dark";

function NoteField({ id }: { id: string }) {
  const t = useTranslations("moderation.decide");
  return (
    <label htmlFor={id} className="block text-sm font-medium text-ink">
      {t("note")}
      <textarea id={id} name="note" rows={2} maxLength={MAX_MODERATION_NOTE} className={fieldClass} />
    </label>
  );
}

/** Clear the job (back in search) or close it, with a note. */
export function JobDecisionForm({ jobId }: { jobId: number }) {
  const t = useTranslations("moderation.decide");
  return (
    <form method="post" action={`/api/moderation/jobs/${jobId}`} className="space-y-3">
      <input type="hidden" name="locale" value={useLocale()} />
      <NoteField id={`note-${jobId}`} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="decision" value="clear" className={buttonClasses({ size: "sm" })}>
          {t("clear")}
        </button>
        <button
          type="submit"
          name="decision"
          value="close"
          className={buttonClasses({ size: "sm", variant: "outline" })}
        >
          {t("close")}
        </button>
      </div>
    </form>
  );
}

/** Verify the employer, or take its verification back, with a note; `back` is the page to return to. */
export function VerificationForm({
  company,
  verified,
  id,
  back,
}: {
  company: string;
  verified: boolean;
  id: string;
  back: "queue" | "companies";
}) {
  const t = useTranslations("moderation.decide");
  return (
    <form method="post" action="/api/moderation/companies" className="space-y-2">
      <input type="hidden" name="locale" value={useLocale()} />
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="company" value={company} />
      <input type="hidden" name="verified" value={verified ? "false" : "true"} />
      <NoteField id={id} />
      <button type="submit" className={buttonClasses({ size: "sm", variant: "outline" })}>
        {verified ? t("unverify") : t("verify")}
      </button>
    </form>
  );
}

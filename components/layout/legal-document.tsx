import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

interface LegalDocumentProps {
  title: string;
  /** e.g. "Effective April 30, 2025". */
  dateLine: string;
  summary: ReactNode;
  sections: { id: string; title: string; body: ReactNode }[];
}

/**
 * Long-form policy page: title, date, summary box, a contents list and numbered sections. A translation
 * says under its date that the English version prevails.
 */
export function LegalDocument({ title, dateLine, summary, sections }: LegalDocumentProps) {
  const t = useTranslations("legal");
  const translated = useLocale() !== DEFAULT_LOCALE;
  return (
    <article className="mx-auto max-w-3xl">
      <header className="border-b border-line pb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl rtl:tracking-normal">
          {title}
        </h1>
        <p className="mt-2 text-sm font-medium text-muted">{dateLine}</p>
        {translated && <p className="mt-2 text-sm text-muted italic">{t("translationNotice")}</p>}
        <div className="mt-6 rounded-xl bg-primary-soft p-4 text-sm leading-relaxed text-ink sm:p-5 sm:text-base [&_a]:font-medium [&_a]:text-primary-deep [&_a]:underline">
          {summary}
        </div>
      </header>
      <nav aria-labelledby="contents-title" className="mt-8 rounded-xl border border-line p-4 sm:p-5">
        <h2
          id="contents-title"
          className="text-sm font-semibold tracking-wide text-muted uppercase rtl:tracking-normal"
        >
          {t("contents")}
        </h2>
        <ol className="mt-3 grid list-inside list-decimal gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-primary-dark hover:text-primary-deep hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-4 text-base leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-primary-dark [&_a]:underline [&_a:hover]:text-primary-deep [&_li]:mt-2 [&_p]:mt-4 [&_strong]:text-ink [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="pt-8">
            <h2 id={`${section.id}-title`} className="text-xl font-bold text-ink sm:text-2xl">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}

import type { ReactNode } from "react";

interface LegalDocumentProps {
  title: string;
  /** e.g. "Effective April 30, 2025". */
  dateLine: string;
  summary: ReactNode;
  sections: { id: string; title: string; body: ReactNode }[];
}

/** Long-form policy page: title, date, summary box, a contents list and numbered sections. */
export function LegalDocument({ title, dateLine, summary, sections }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <header className="border-line border-b pb-6">
        <h1 className="text-ink text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted mt-2 text-sm font-medium">{dateLine}</p>
        <div className="bg-primary-soft text-ink [&_a]:text-primary-deep mt-6 rounded-xl p-4 text-sm leading-relaxed sm:p-5 sm:text-base [&_a]:font-medium [&_a]:underline">
          {summary}
        </div>
      </header>
      <nav aria-labelledby="contents-title" className="border-line mt-8 rounded-xl border p-4 sm:p-5">
        <h2 id="contents-title" className="text-muted text-sm font-semibold tracking-wide uppercase">
          Contents
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
      <div className="[&_a]:text-primary-dark [&_a:hover]:text-primary-deep [&_strong]:text-ink mt-4 text-base leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:underline [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="pt-8">
            <h2 id={`${section.id}-title`} className="text-ink text-xl font-bold sm:text-2xl">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}

import { useTranslations } from "next-intl";

/** Their words are in about.approach. */
const steps = ["curated", "community", "connection", "data"] as const;

export function Approach() {
  const t = useTranslations("about.approach");
  return (
    <section
      aria-labelledby="approach-title"
      className="mt-14 rounded-2xl bg-slate-50 px-5 py-10 sm:px-10 sm:py-12"
    >
      <h2 id="approach-title" className="text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t("title")}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted sm:text-lg">{t("intro")}</p>
      <ol className="mt-10 grid gap-8 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-dark font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{t(`${step}.title`)}</h3>
              <p className="mt-1 leading-relaxed text-muted">{t(`${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { initials } from "@/lib/initials";
import { siteConfig } from "@/lib/site";
import { SectionHeading } from "./section-heading";

/** Their words are in home.testimonials, under `key`. */
const testimonials = [
  { name: "Chiamaka Eze", key: "chiamaka" },
  { name: "Kwame Mensah", key: "kwame" },
  { name: "Wanjiru Kamau", key: "wanjiru" },
] as const;

function FiveStars({ label }: { label: string }) {
  return (
    <div role="img" aria-label={label} className="flex gap-0.5 text-amber-400">
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
      ))}
    </div>
  );
}

export function Testimonials() {
  const t = useTranslations("home.testimonials");
  return (
    <section aria-labelledby="testimonials-title" className="below-fold border-t border-line py-14 sm:py-20">
      <SectionHeading id="testimonials-title" title={t("title")} intro={t("intro")} />
      <ul className="grid gap-5 lg:grid-cols-3">
        {testimonials.map((item) => (
          <Card as="li" key={item.name}>
            <figure className="flex h-full flex-col">
              <FiveStars label={t("rating")} />
              <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink">
                <p>{t("quote", { quote: t(`${item.key}.quote`, { product: siteConfig.name }) })}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-secondary-dark text-sm font-bold text-white"
                >
                  {initials(item.name)}
                </span>
                <span>
                  <span className="block font-semibold text-ink">{item.name}</span>
                  <span className="block text-sm text-muted">{t(`${item.key}.role`)}</span>
                </span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </section>
  );
}

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { BarChartIcon, ShieldCheckIcon, StarIcon } from "@/components/ui/icons";
import { siteConfig } from "@/lib/site";
import { SectionHeading } from "./section-heading";

const benefits = [
  { key: "matching", icon: StarIcon },
  { key: "exclusive", icon: ShieldCheckIcon },
  { key: "growth", icon: BarChartIcon },
] as const;

export function Benefits() {
  const t = useTranslations("home.benefits");
  const product = siteConfig.name;
  return (
    <section aria-labelledby="benefits-title" className="below-fold border-t border-line py-14 sm:py-20">
      <SectionHeading id="benefits-title" title={t("title", { product })} intro={t("intro")} />
      <ul className="grid gap-5 lg:grid-cols-3">
        {benefits.map((benefit) => (
          <Card as="li" key={benefit.key} className="bg-linear-to-b from-primary-soft/60 to-white">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-dark text-white">
              <benefit.icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{t(`${benefit.key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 sm:text-base">
              {t(`${benefit.key}.body`, { product })}
            </p>
          </Card>
        ))}
      </ul>
    </section>
  );
}

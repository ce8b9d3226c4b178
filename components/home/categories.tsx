import { useTranslations } from "next-intl";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import {
  CodeIcon,
  GearIcon,
  GlobeIcon,
  type IconComponent,
  MegaphoneIcon,
  PenIcon,
  TrendingUpIcon,
} from "@/components/ui/icons";
import { SectionHeading } from "./section-heading";

interface Category {
  /** Its words are in home.categories.{term}; the search term and analytics name stay English. */
  term: string;
  name: string;
  icon: IconComponent;
  tags: string[];
}

const categories: Category[] = [
  {
    term: "software",
    name: "Software Development",
    icon: CodeIcon,
    tags: ["frontend", "backend", "mobile", "devops", "data"],
  },
  {
    term: "design",
    name: "Design & Creative",
    icon: PenIcon,
    tags: ["uiux", "graphic", "branding", "motion"],
  },
  {
    term: "marketing",
    name: "Marketing & Communications",
    icon: MegaphoneIcon,
    tags: ["digital", "content", "seo", "pr"],
  },
  {
    term: "sales",
    name: "Sales & Business Development",
    icon: TrendingUpIcon,
    tags: ["b2b", "accounts", "partnerships", "success"],
  },
  {
    term: "engineering",
    name: "Engineering & Technical",
    icon: GearIcon,
    tags: ["civil", "electrical", "mechanical", "renewable"],
  },
  {
    term: "hospitality",
    name: "Hospitality & Tourism",
    icon: GlobeIcon,
    tags: ["hotels", "travel", "events", "food"],
  },
];

export function Categories() {
  const t = useTranslations("home.categories");
  return (
    <section aria-labelledby="categories-title" className="below-fold py-14 sm:py-20">
      <SectionHeading id="categories-title" title={t("title")} intro={t("intro")} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => {
          const title = t(`${category.term}.title`);
          return (
            <Card as="li" key={category.term} interactive className="flex flex-col">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-dark">
                <category.icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm text-muted">{t(`${category.term}.description`)}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("specialities", { category: title })}>
                {category.tags.map((tag) => (
                  <li key={tag}>
                    <Chip tone="neutral">{t(`${category.term}.tags.${tag}`)}</Chip>
                  </li>
                ))}
              </ul>
              <TrackedLink
                href={`/jobs?q=${encodeURIComponent(category.term)}`}
                event="job_category_click"
                eventParams={{ category_name: category.name, search_term: category.term }}
                className="mt-auto inline-flex items-center gap-1 self-start rounded-md pt-5 text-sm font-semibold text-primary-dark hover:text-primary-deep hover:underline"
              >
                {t("explore")}
                <span className="sr-only">{t("exploreJobs", { category: title })}</span>
                <svg
                  viewBox="0 0 20 20"
                  className="size-4 rtl:-scale-x-100"
                  fill="currentColor"
                  aria-hidden="true"
                >
                  <path d="M11.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H3a1 1 0 1 1 0-2h11.6l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
                </svg>
              </TrackedLink>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}

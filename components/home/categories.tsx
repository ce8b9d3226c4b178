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
  title: string;
  term: string;
  icon: IconComponent;
  description: string;
  tags: string[];
}

const categories: Category[] = [
  {
    title: "Software Development",
    term: "software",
    icon: CodeIcon,
    description: "Build the products Africa and the world run on, from mobile money to cloud platforms.",
    tags: ["Frontend", "Backend", "Mobile", "DevOps", "Data"],
  },
  {
    title: "Design & Creative",
    term: "design",
    icon: PenIcon,
    description: "Shape brands, interfaces and stories for teams that care about craft.",
    tags: ["UI/UX", "Graphic Design", "Branding", "Motion"],
  },
  {
    title: "Marketing & Communications",
    term: "marketing",
    icon: MegaphoneIcon,
    description: "Grow audiences and tell compelling stories across digital and traditional channels.",
    tags: ["Digital Marketing", "Content", "SEO", "Public Relations"],
  },
  {
    title: "Sales & Business Development",
    term: "sales",
    icon: TrendingUpIcon,
    description: "Open new markets, win partners and look after the customers who keep businesses growing.",
    tags: ["B2B Sales", "Account Management", "Partnerships", "Customer Success"],
  },
  {
    title: "Engineering & Technical",
    term: "engineering",
    icon: GearIcon,
    description: "Design and maintain the infrastructure, energy and systems behind modern economies.",
    tags: ["Civil", "Electrical", "Mechanical", "Renewable Energy"],
  },
  {
    title: "Hospitality & Tourism",
    term: "hospitality",
    icon: GlobeIcon,
    description: "Welcome guests from around the world in hotels, travel, events and food service.",
    tags: ["Hotels", "Travel", "Events", "Food & Beverage"],
  },
];

export function Categories() {
  return (
    <section aria-labelledby="categories-title" className="py-14 sm:py-20">
      <SectionHeading
        id="categories-title"
        title="Explore Opportunities by Category"
        intro="Start with the field you know best. Every category is updated as employers post new roles."
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <Card as="li" key={category.term} interactive className="flex flex-col">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-dark">
              <category.icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{category.title}</h3>
            <p className="mt-2 text-sm text-muted">{category.description}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${category.title} specialities`}>
              {category.tags.map((tag) => (
                <li key={tag}>
                  <Chip tone="neutral">{tag}</Chip>
                </li>
              ))}
            </ul>
            <TrackedLink
              href={`/jobs?q=${encodeURIComponent(category.term)}`}
              event="job_category_click"
              eventParams={{ category_name: category.title, search_term: category.term }}
              className="mt-auto inline-flex items-center gap-1 self-start rounded-md pt-5 text-sm font-semibold text-primary-dark hover:text-primary-deep hover:underline"
            >
              Explore<span className="sr-only"> {category.title} jobs</span>
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M11.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H3a1 1 0 1 1 0-2h11.6l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
              </svg>
            </TrackedLink>
          </Card>
        ))}
      </ul>
    </section>
  );
}

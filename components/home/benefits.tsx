import { Card } from "@/components/ui/card";
import { BarChartIcon, ShieldCheckIcon, StarIcon } from "@/components/ui/icons";
import { siteConfig } from "@/lib/site";
import { SectionHeading } from "./section-heading";

const benefits = [
  {
    title: "Smart Career Matching",
    body: "Search by skill, city or job type and see roles that fit your experience level and the way you want to work: on-site, hybrid or remote.",
    icon: StarIcon,
  },
  {
    title: "Exclusive Opportunities",
    body: `Employers come to ${siteConfig.name} looking for African talent, so you see internships and roles in Africa, New Zealand, Australia and remote teams that crowded global boards bury.`,
    icon: ShieldCheckIcon,
  },
  {
    title: "Career Growth",
    body: "Track every application in one place, keep your professional licenses current and build a profile that grows with you from your first internship onward.",
    icon: BarChartIcon,
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="border-t border-line py-14 sm:py-20">
      <SectionHeading
        id="benefits-title"
        title={`Why Job Seekers Choose ${siteConfig.name}`}
        intro="A job board built around young African professionals, not squeezed in as an afterthought."
      />
      <ul className="grid gap-5 lg:grid-cols-3">
        {benefits.map((benefit) => (
          <Card as="li" key={benefit.title} className="bg-linear-to-b from-primary-soft/60 to-white">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-dark text-white">
              <benefit.icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{benefit.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 sm:text-base">{benefit.body}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}

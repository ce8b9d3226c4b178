import { Card } from "@/components/ui/card";
import { siteConfig } from "@/lib/site";
import { SectionHeading } from "./section-heading";

const benefits = [
  {
    title: "Smart Career Matching",
    body: "Search by skill, city or job type and see roles that fit your experience level and the way you want to work: on-site, hybrid or remote.",
    icon: "M12 3l2.7 5.5 6 .9-4.3 4.2 1 6L12 16.8 6.6 19.6l1-6L3.3 9.4l6-.9L12 3Z",
  },
  {
    title: "Exclusive Opportunities",
    body: `Employers come to ${siteConfig.name} looking for African talent, so you see internships and roles in Africa, New Zealand, Australia and remote teams that crowded global boards bury.`,
    icon: "M12 3l8 4v5c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V7l8-4Zm-3 9 2 2 4-4",
  },
  {
    title: "Career Growth",
    body: "Track every application in one place, keep your professional licenses current and build a profile that grows with you from your first internship onward.",
    icon: "M3 20h18M6 16v-4m6 4V8m6 8V4",
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="border-line border-t py-14 sm:py-20">
      <SectionHeading
        id="benefits-title"
        title={`Why Job Seekers Choose ${siteConfig.name}`}
        intro="A job board built around young African professionals, not squeezed in as an afterthought."
      />
      <ul className="grid gap-5 lg:grid-cols-3">
        {benefits.map((benefit) => (
          <Card as="li" key={benefit.title} className="from-primary-soft/60 bg-linear-to-b to-white">
            <span className="bg-primary-dark flex size-12 items-center justify-center rounded-xl text-white">
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d={benefit.icon} />
              </svg>
            </span>
            <h3 className="text-ink mt-4 text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 sm:text-base">{benefit.body}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}

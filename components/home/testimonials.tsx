import { Card } from "@/components/ui/card";
import { initials } from "@/lib/initials";
import { siteConfig } from "@/lib/site";
import { SectionHeading } from "./section-heading";

const testimonials = [
  {
    name: "Chiamaka Eze",
    role: "Frontend Developer, Lagos",
    quote: `I applied from Lagos and six weeks later I was working remotely with a fintech team in Auckland. ${siteConfig.name} made every step clear, from the first search to the offer.`,
  },
  {
    name: "Kwame Mensah",
    role: "Civil Engineering Intern, Accra",
    quote:
      "As a final-year student I didn't know where to start. I found a paid internship with a renewable energy firm in a week, and tracking my applications kept me sane.",
  },
  {
    name: "Wanjiru Kamau",
    role: "Guest Experience Manager, Nairobi",
    quote:
      "The hospitality roles here are real and current. I moved from a front-desk job to managing guest experience at a safari lodge, and my licenses are all in one profile.",
  },
];

function FiveStars() {
  return (
    <div role="img" aria-label="Rated 5 out of 5" className="flex gap-0.5 text-amber-400">
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
      ))}
    </div>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="border-t border-line py-14 sm:py-20">
      <SectionHeading
        id="testimonials-title"
        title="Success Stories"
        intro="Young professionals across the continent are already building careers without borders."
      />
      <ul className="grid gap-5 lg:grid-cols-3">
        {testimonials.map((item) => (
          <Card as="li" key={item.name}>
            <figure className="flex h-full flex-col">
              <FiveStars />
              <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink">
                <p>&ldquo;{item.quote}&rdquo;</p>
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
                  <span className="block text-sm text-muted">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </section>
  );
}

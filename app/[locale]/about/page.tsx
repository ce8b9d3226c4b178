import { TrackedLink } from "@/components/analytics/tracked-link";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { PageContainer } from "@/components/layout/page-container";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { Card } from "@/components/ui/card";
import { buttonClasses, LinkButton } from "@/components/ui/button";
import { siteConfig } from "@/lib/site";
import { Approach } from "./approach";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: `About Us | ${siteConfig.name} - Africa's Premier Talent Platform`,
    absoluteTitle: true,
    description: `${siteConfig.name} showcases African excellence, unlocks global access to opportunity and supports meaningful careers for young African professionals.`,
    path: "/about",
  });
}

const pillars = [
  {
    title: "Our Mission",
    body: "To showcase African excellence, unlock global access to opportunity and support meaningful careers, so that where you were born never decides how far your talent can go.",
  },
  {
    title: "Empower Through Access",
    body: "We open doors to jobs and internships across Africa, New Zealand, Australia and remote teams worldwide, and make applying as simple on a budget phone as on a laptop.",
  },
  {
    title: "Elevate Through Excellence",
    body: "We curate roles from employers who invest in people, and help you present your skills, licenses and experience at their very best.",
  },
];

export default async function AboutPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <PageContainer>
      <TrackPageView event="about_page_view" />
      <section aria-labelledby="about-title" className="mx-auto max-w-3xl py-6 text-center sm:py-10">
        <p className="text-sm font-semibold tracking-wide text-primary-dark uppercase">
          {siteConfig.tagline}
        </p>
        <h1 id="about-title" className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
          We Are {siteConfig.name}
        </h1>
        <div className="mt-6 space-y-4 text-left text-base leading-relaxed text-slate-700 sm:text-center sm:text-lg">
          <p>
            Africa has the youngest workforce in the world. Every year millions of graduates, apprentices and
            self-taught professionals are ready to work, and too many of them never hear about the roles that
            would suit them best.
          </p>
          <p>
            {siteConfig.name}
            {siteConfig.name === "Kazi" && <>, Swahili for &ldquo;work&rdquo;,</>} was founded to change that.
            We bring together opportunities from growing companies across the continent and from employers in
            New Zealand, Australia and remote-first teams who are actively looking for African talent, and we
            put them in one fast, simple place built for the way young professionals actually search: on their
            phones, between classes and shifts.
          </p>
        </div>
      </section>

      <ul className="mt-6 grid gap-5 lg:grid-cols-3">
        {pillars.map((pillar) => (
          <Card as="li" key={pillar.title} className="border-t-4 border-t-primary">
            <h2 className="text-xl font-bold text-ink">{pillar.title}</h2>
            <p className="mt-3 leading-relaxed text-muted">{pillar.body}</p>
          </Card>
        ))}
      </ul>

      <Approach />

      <section
        aria-labelledby="join-title"
        className="focus-light mt-14 rounded-2xl bg-linear-to-r from-primary-deep to-secondary-dark px-5 py-12 text-center text-white sm:px-10"
      >
        <h2 id="join-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Be Part of Africa&rsquo;s Future Workforce
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-blue-50 sm:text-lg">
          Whether you are looking for your first internship or your next big move, your career can start here.
          Join the young professionals showing the world what Africa can do.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <TrackedLink
            href="/jobs"
            className={buttonClasses({ variant: "light", size: "lg" })}
            event="browse_jobs_click"
            eventParams={{ location: "about_cta" }}
          >
            Browse Jobs
          </TrackedLink>
          <LinkButton href="/contact" variant="outline-light" size="lg">
            Contact Us
          </LinkButton>
        </div>
      </section>
    </PageContainer>
  );
}

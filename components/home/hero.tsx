import { useTranslations } from "next-intl";
import { SignUpButton } from "@/components/layout/sign-up-button";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { buttonClasses } from "@/components/ui/button";
import { siteConfig } from "@/lib/site";

const highlights = ["where", "levels", "free"] as const;

export function Hero() {
  const t = useTranslations("home.hero");
  const layout = useTranslations("layout");
  return (
    <section
      aria-labelledby="hero-title"
      className="focus-light relative overflow-hidden rounded-2xl bg-linear-to-br from-primary-deep via-primary-dark to-secondary-dark px-5 py-12 text-white sm:px-10 sm:py-16 lg:px-16 lg:py-20"
    >
      <div aria-hidden="true" className="absolute -end-34 -top-34 size-92 glow-white" />
      <div aria-hidden="true" className="absolute -start-32 -bottom-48 size-112 glow-indigo" />
      <div className="relative max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">{layout("tagline")}</p>
        <h1 id="hero-title" className="mt-3 text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
          {t("title")}
        </h1>
        <p className="mt-5 max-w-2xl text-base text-blue-50 sm:text-lg">
          {t("intro", { product: siteConfig.name })}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <SignUpButton onlyWhenSignedOut variant="light" size="lg">
            {t("signUp")}
          </SignUpButton>
          <TrackedLink
            href="/jobs"
            className={buttonClasses({ variant: "outline-light", size: "lg" })}
            event="browse_jobs_click"
            eventParams={{ location: "home_hero" }}
          >
            {t("findJobs")}
          </TrackedLink>
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-blue-50">
          {highlights.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <svg
                viewBox="0 0 20 20"
                className="size-4 shrink-0 text-emerald-300"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              {t(`highlights.${item}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

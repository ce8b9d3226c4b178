import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { JobListMessages } from "./job-list-messages";
import { NotFoundResponse } from "@/components/layout/not-found-response";
import { pageMetadata, pageNotFoundMetadata } from "@/components/layout/page-metadata";
import { PageNotFound } from "@/components/layout/page-not-found";
import type { Locale } from "@/lib/i18n/locales";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { landingHref, landingText, parseLandingPage, type Landing } from "@/lib/job-landings";
import type { JobCategory } from "@/lib/job-search";
import { getBrowseFacets, getLandingJobs } from "@/lib/jobs-data";
import { LandingView } from "./landing-view";

type Props<P> = { params: LocaleParams<P & { page?: string[] }> };

/** A landing page's heading and description in `locale`. */
async function textOf(landing: Landing, locale: Locale) {
  const [t, filters] = await Promise.all([
    getTranslations({ locale, namespace: "landings" }),
    getTranslations({ locale, namespace: "filters" }),
  ]);
  return landingText(landing, t, (value: JobCategory) => filters(`category.${value}`), locale);
}

/**
 * generateMetadata and the page of a landing page (/jobs/remote, /jobs/category/{slug},
 * /jobs/in/{place}... and their /2, /3, in every language). `resolve` finds the landing its route
 * parameters name; a landing that is unknown or has no open jobs is a 404 (through NotFoundResponse,
 * so that its message is in the HTML). Its jobs come in the reader's language first.
 */
export function landingPage<P>(resolve: (params: P) => Landing | null | Promise<Landing | null>) {
  async function load(params: Props<P>["params"]) {
    const locale = await pageLocale(params);
    const { page: segments, ...rest } = await params;
    const landing = await resolve(rest as P);
    const page = parseLandingPage(segments);
    const list = landing && page !== null ? await getLandingJobs(landing.search, page, locale) : null;
    return landing && page !== null && list !== null ? { landing, page, list } : null;
  }

  async function generateMetadata({ params }: Props<P>): Promise<Metadata> {
    const locale = await pageLocale(params);
    const found = await load(params);
    if (!found) return pageNotFoundMetadata(locale);
    const { landing, page } = found;
    const { heading, description } = await textOf(landing, locale);
    const t = await getTranslations({ locale, namespace: "landings" });
    return pageMetadata({
      locale,
      title: page > 1 ? t("titlePage", { heading, page }) : heading,
      description,
      path: landingHref(landing, page),
      feedPath: landing.path,
    });
  }

  async function LandingPage({ params }: Props<P>) {
    const locale = await pageLocale(params);
    const [found, facets] = await Promise.all([load(params), getBrowseFacets()]);
    if (!found)
      return (
        <NotFoundResponse>
          <PageNotFound />
        </NotFoundResponse>
      );
    const { landing, page, list } = found;
    return (
      <JobListMessages screen="landing">
        <LandingView
          landing={landing}
          text={await textOf(landing, locale)}
          list={list}
          page={page}
          facets={facets}
        />
      </JobListMessages>
    );
  }

  return { generateMetadata, LandingPage };
}

import type { Metadata } from "next";
import { NotFoundResponse } from "@/components/layout/not-found-response";
import { pageMetadata, pageNotFoundMetadata } from "@/components/layout/page-metadata";
import { PageNotFound } from "@/components/layout/page-not-found";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { landingHref, parseLandingPage, type Landing } from "@/lib/job-landings";
import { getBrowseFacets, getLandingJobs } from "@/lib/jobs-data";
import { LandingView } from "./landing-view";

type Props<P> = { params: LocaleParams<P & { page?: string[] }> };

/**
 * generateMetadata and the page of a landing page (/jobs/remote, /jobs/category/{slug},
 * /jobs/in/{place}... and their /2, /3). `resolve` finds the landing its route parameters name;
 * a landing that is unknown or has no open jobs is a 404 (through NotFoundResponse, so that its
 * message is in the HTML).
 */
export function landingPage<P>(resolve: (params: P) => Landing | null | Promise<Landing | null>) {
  async function load(params: Props<P>["params"]) {
    const { page: segments, ...rest } = await params;
    const landing = await resolve(rest as P);
    const page = parseLandingPage(segments);
    const list = landing && page !== null ? await getLandingJobs(landing.search, page) : null;
    return landing && page !== null && list !== null ? { landing, page, list } : null;
  }

  async function generateMetadata({ params }: Props<P>): Promise<Metadata> {
    const locale = await pageLocale(params);
    const found = await load(params);
    if (!found) return pageNotFoundMetadata(locale);
    const { landing, page } = found;
    return pageMetadata({
      locale,
      title: page > 1 ? `${landing.heading} - Page ${page}` : landing.heading,
      description: landing.description,
      path: landingHref(landing, page),
    });
  }

  async function LandingPage({ params }: Props<P>) {
    await pageLocale(params);
    const [found, facets] = await Promise.all([load(params), getBrowseFacets()]);
    if (!found)
      return (
        <NotFoundResponse>
          <PageNotFound />
        </NotFoundResponse>
      );
    const { landing, page, list } = found;
    return <LandingView landing={landing} list={list} page={page} facets={facets} />;
  }

  return { generateMetadata, LandingPage };
}

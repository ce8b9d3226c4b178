import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { JobDetail } from "@/components/jobs/job-detail";
import { JOB_PAGE_MESSAGES } from "@/components/jobs/message-paths";
import { JobNotFound } from "@/components/jobs/job-not-found";
import { jobShareImages } from "@/components/jobs/share-image-metadata";
import { NotFoundResponse } from "@/components/layout/not-found-response";
import { PageContainer } from "@/components/layout/page-container";
import { baseOpenGraph, languageAlternates } from "@/components/layout/page-metadata";
import { isLocale, localePath } from "@/lib/i18n/locales";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { parsePositiveInt, truncate } from "@/lib/format";
import { buildJobPosting, serializeJsonLd } from "@/lib/job-posting";
import { getJobById } from "@/lib/jobs-data";
import { siteConfig } from "@/lib/site";
import { isJobOpen } from "@/services/product-api/lib/job-open";

// Rendered on first request, then served from the cache until an hour passes or a write to this job
// invalidates its tag. Nothing is prerendered at build time, when there is no database to read.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: LocaleParams<{ jobId: string }> };

async function findJob(params: Props["params"]) {
  const id = parsePositiveInt((await params).jobId);
  return id === null ? null : await getJobById(id);
}

// A missing job is a 404 through the page (NotFoundResponse), not through a notFound() here, which
// would leave the 404's HTML empty until the JavaScript runs.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const job = await findJob(params);
  const t = await getTranslations({ locale, namespace: "job" });
  if (!job) return { title: t("notFound.title"), robots: { index: false } };
  const names = { title: job.title, company: job.company };
  const title = t("metaTitle", names);
  const description = truncate(
    t("metaDescription", { ...names, location: job.location, description: job.description }),
    155,
  );
  const alternates = languageAlternates(locale, `/jobs/${job.id}`);
  const url = `${siteConfig.url}${alternates.canonical}`;
  // The per-job opengraph-image.tsx and twitter-image.tsx, with their alt text in the page's language.
  const images = jobShareImages(locale, job.id, t("shareImageAlt", { product: siteConfig.name }));
  return {
    title,
    description,
    alternates,
    openGraph: {
      ...baseOpenGraph(locale, title),
      url,
      title,
      description,
      images: images.openGraph,
    },
    twitter: { card: "summary_large_image", title, description, images: images.twitter },
    // A closed job stays readable for people with the link but leaves search results; so does a job
    // under caution (flagged or reported), until a moderator clears it.
    ...(!isJobOpen(job.deadline) || job.caution ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function JobPage({ params }: Props) {
  const locale = await pageLocale(params);
  const job = await findJob(params);
  if (!job)
    return (
      <NotFoundResponse>
        <JobNotFound />
      </NotFoundResponse>
    );
  const url = `${siteConfig.url}${localePath(locale, `/jobs/${job.id}`)}`;
  // The JobPosting is the posting's own content, so its few headings are in the job's language.
  const own = await getTranslations({
    locale: isLocale(job.language) ? job.language : "en",
    namespace: "job",
  });
  const labels = { requirements: own("requirements"), benefits: own("benefits") };
  return (
    <PageContainer className="pt-4 sm:pt-6">
      {/* No JobPosting for a job under caution: search engines should not show it as a job. */}
      {!job.caution && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(buildJobPosting(job, { url, siteName: siteConfig.name, labels })),
          }}
        />
      )}
      <ClientMessages namespaces={JOB_PAGE_MESSAGES}>
        <JobDetail job={job} url={url} closed={!isJobOpen(job.deadline)} />
      </ClientMessages>
    </PageContainer>
  );
}

import { getTranslations } from "next-intl/server";
import { jobTypeLabel, remoteLabel } from "@/components/jobs/job-facts";
import { jobShareImage, shareImageSize } from "@/components/jobs/job-share-image";
import { arabicImageFonts } from "@/components/jobs/share-image-fonts";
import { isLocale } from "@/lib/i18n/locales";
import { parsePositiveInt } from "@/lib/format";
import { getJobById } from "@/lib/jobs-data";
import { siteConfig } from "@/lib/site";

// Cached like the job page: rendered on the first request, refreshed with the job's cache tags.
export const revalidate = 3600;
// A file's `alt` is one text for every language: the job page names its pictures itself, with
// job.shareImageAlt in the page's language (components/jobs/share-image-metadata.ts). This English
// one is left for the pages below it (apply, report), which inherit the file's picture.
export const alt = `A job on ${siteConfig.name}`;
export const size = shareImageSize;
export const contentType = "image/png";

export function generateStaticParams() {
  return [];
}

export default async function OpenGraphImage({
  params,
}: {
  params: Promise<{ locale: string; jobId: string }>;
}) {
  const { locale, jobId } = await params;
  const id = parsePositiveInt(jobId);
  const job = id === null ? null : await getJobById(id);
  if (!job) return new Response("Not Found", { status: 404 });
  const lang = isLocale(locale) ? locale : "en";
  const t = await getTranslations({ locale: lang, namespace: "job" });
  const layout = await getTranslations({ locale: lang, namespace: "layout" });
  return jobShareImage(
    job,
    {
      tagline: layout("tagline"),
      jobType: jobTypeLabel(t, job.jobType),
      remote: remoteLabel(t, job.remoteOption),
    },
    // Arabic's font is read only for Arabic pictures.
    lang === "ar" ? await arabicImageFonts() : null,
  );
}

import type { Job } from "@/lib/product-api/types";

/** What a card shows; `description` is the preview, already cut (JobGrid). */
export type JobCardJob = Pick<Job, "id" | "title" | "company" | "location" | "jobType" | "description"> &
  Partial<Pick<Job, "verifiedEmployer" | "language">>;

/**
 * A card as its props carry it to the browser: a tuple for the object, so that a page of fifteen
 * cards does not spell out the same eight key names fifteen times in its RSC payload (~1 KB).
 */
export type PackedCard = [
  id: number,
  title: string,
  company: string,
  location: string,
  jobType: string,
  description: string,
  language?: JobCardJob["language"] | "",
  verified?: 1,
];

export function packCard({
  id,
  title,
  company,
  location,
  jobType,
  description,
  language,
  verifiedEmployer,
}: JobCardJob): PackedCard {
  const card: PackedCard = [id, title, company, location, jobType, description];
  if (language || verifiedEmployer) card.push(language ?? "");
  if (verifiedEmployer) card.push(1);
  return card;
}

export function unpackCard([
  id,
  title,
  company,
  location,
  jobType,
  description,
  language,
  verified,
]: PackedCard): JobCardJob {
  return {
    id,
    title,
    company,
    location,
    jobType,
    description,
    ...(language ? { language } : {}),
    ...(verified ? { verifiedEmployer: true } : {}),
  };
}

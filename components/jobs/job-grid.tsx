import { truncate } from "@/lib/format";
import { JobCardList } from "./job-card";
import { type JobCardJob, packCard } from "./packed-cards";

/**
 * The job cards of a list. The cards are a client component although only their buttons are
 * interactive: a server component's markup is sent twice (as HTML and again in the RSC payload),
 * the cards' only once, plus the few fields they show, packed into tuples (packed-cards.ts).
 */
export function JobGrid({ jobs }: { jobs: JobCardJob[] }) {
  return (
    <JobCardList jobs={jobs.map((job) => packCard({ ...job, description: truncate(job.description) }))} />
  );
}

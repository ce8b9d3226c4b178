import { truncate } from "@/lib/format";
import { JobCardList, type JobCardJob } from "./job-card";

/**
 * The job cards of a list. The cards are a client component although only their buttons are
 * interactive: a server component's markup is sent twice (as HTML and again in the RSC payload),
 * the cards' only once, plus the few fields picked here (a sixth of their markup).
 */
export function JobGrid({ jobs }: { jobs: JobCardJob[] }) {
  return (
    <JobCardList
      jobs={jobs.map(
        ({ id, title, company, location, jobType, description, language, verifiedEmployer }) => ({
          id,
          title,
          company,
          location,
          jobType,
          description: truncate(description),
          language,
          ...(verifiedEmployer ? { verifiedEmployer } : {}),
        }),
      )}
    />
  );
}

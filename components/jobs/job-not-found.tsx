import { ClientMessages } from "@/components/i18n/client-messages";
import { JobNotFoundScreen } from "./job-not-found-screen";

/** Which message the not-found screen says: a job's, or its apply page's. */
export type JobNotFoundMessage = "job" | "apply";
export const APPLY_JOB_NOT_FOUND: JobNotFoundMessage = "apply";

/**
 * The not-found screen of a job and of its apply page; only the message differs between them. A
 * client screen with its few messages: every job page's payload holds its segment's not-found screen,
 * where a server component's markup would be spelled out (~1.1 KB) and a client component's is a
 * reference.
 */
export function JobNotFound({ message = "job" }: { message?: JobNotFoundMessage }) {
  return (
    <ClientMessages namespaces={["job.notFound"]}>
      <JobNotFoundScreen message={message} />
    </ClientMessages>
  );
}

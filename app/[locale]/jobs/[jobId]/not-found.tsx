import { JobNotFound } from "@/components/jobs/job-not-found";

export default function JobNotFoundPage() {
  return <JobNotFound />;
}

import { JobNotFound } from "@/components/jobs/job-not-found";

export default function JobNotFoundPage() {
  return <JobNotFound message="The job you are looking for does not exist or has been removed." />;
}

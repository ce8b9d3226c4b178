import { JobNotFound } from "@/components/jobs/job-not-found";

export default function ApplyJobNotFound() {
  return <JobNotFound message="This job does not exist or has been removed." />;
}

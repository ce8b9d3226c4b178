import { APPLY_JOB_NOT_FOUND, JobNotFound } from "@/components/jobs/job-not-found";

export default function ApplyJobNotFound() {
  return <JobNotFound message={APPLY_JOB_NOT_FOUND} />;
}

import { SafetyNotice } from "@/components/trust/safety-notice";
import type { Job } from "@/lib/product-api/types";

export function ApplyHeader({ job }: { job: Pick<Job, "title" | "company" | "location"> }) {
  return (
    <header className="mb-8 border-b border-line pb-6">
      <p className="text-sm font-semibold tracking-wide text-primary-dark uppercase">Application</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Apply for {job.title}</h1>
      <p className="mt-2 text-muted">
        {job.company} · {job.location}
      </p>
      <SafetyNotice className="mt-4" />
    </header>
  );
}

import type { Job } from "@/lib/product-api/types";

export function ApplyHeader({ job }: { job: Pick<Job, "title" | "company" | "location"> }) {
  return (
    <header className="border-line mb-8 border-b pb-6">
      <p className="text-primary-dark text-sm font-semibold tracking-wide uppercase">Application</p>
      <h1 className="text-ink mt-1 text-2xl font-bold tracking-tight sm:text-3xl">Apply for {job.title}</h1>
      <p className="text-muted mt-2">
        {job.company} · {job.location}
      </p>
    </header>
  );
}

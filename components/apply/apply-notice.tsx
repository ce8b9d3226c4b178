import { LinkButton } from "@/components/ui/button";

/** Why the form is not offered: already applied, or the job is closed. */
export function ApplyNotice({ kind, jobId }: { kind: "applied" | "closed"; jobId: number }) {
  return (
    <div role="status" className="rounded-2xl border border-line bg-slate-50 px-5 py-8 text-center">
      <p className="text-lg font-semibold text-ink">
        {kind === "applied"
          ? "You have already applied for this job."
          : "This job is no longer accepting applications."}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {kind === "applied" ? (
          <LinkButton href="/applications">View My Applications</LinkButton>
        ) : (
          <LinkButton href="/jobs">Browse Jobs</LinkButton>
        )}
        <LinkButton href={`/jobs/${jobId}`} variant="outline">
          Back to Job
        </LinkButton>
      </div>
    </div>
  );
}

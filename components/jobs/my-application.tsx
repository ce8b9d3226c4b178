"use client";

import { lazy, Suspense } from "react";
import { useJobMarks } from "./use-job-marks";

// Loaded only for a seeker who applied to this job: everyone else's job page carries none of it.
const MyApplicationPanel = lazy(() => import("./my-application-panel"));

/** The signed-in seeker's application to the job: its status, timeline and 'Withdraw application'. */
export function MyApplication({ jobId }: { jobId: number }) {
  const applied = useJobMarks()?.applied.has(jobId);
  if (!applied) return null;
  return (
    <Suspense fallback={null}>
      <MyApplicationPanel jobId={jobId} />
    </Suspense>
  );
}

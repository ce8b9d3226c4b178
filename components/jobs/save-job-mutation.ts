"use client";

import { MutationObserver } from "@tanstack/react-query";
import { browserQueryClient } from "@/components/providers/browser-query-client";
import { noteJobSaved } from "@/components/pwa/install-marks";
import { requestJson } from "@/lib/request-json";
import { queryKeys } from "@/lib/query-keys";
import { isJobSaved, setJobSaved } from "./use-job-marks";

// Loaded on demand by the save button (public pages carry no TanStack Query until a signed-in seeker
// is there to press it). Optimistic: the mark changes at once and goes back if the server says no.
// Afterwards the user queries are invalidated, so Saved Jobs reads afresh (docs/product.md, Caching the
// user can notice).

type Variables = { jobId: number; save: boolean };

export function toggleSavedJob(jobId: number, save: boolean): Promise<unknown> {
  const client = browserQueryClient();
  const observer = new MutationObserver(client, {
    mutationKey: ["save-job", jobId],
    // Presses on one job go to the server in order, so the last one wins.
    scope: { id: `save-job-${jobId}` },
    mutationFn: ({ jobId, save }: Variables) =>
      requestJson<{ saved: boolean }>(`/api/jobs/${jobId}/save`, { method: save ? "POST" : "DELETE" }),
    onMutate: ({ jobId, save }) => {
      const previous = isJobSaved(jobId);
      setJobSaved(jobId, save);
      return { previous };
    },
    onError: (_error, { jobId }, context) => setJobSaved(jobId, context?.previous ?? false),
    // A seeker who saves a job may be offered to install Kazi (components/pwa/install-rule.ts).
    onSuccess: (_data, { save }) => {
      if (save) noteJobSaved();
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.user }),
  });
  return observer.mutate({ jobId, save });
}

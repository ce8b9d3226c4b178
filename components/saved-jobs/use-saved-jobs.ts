"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { useEffect } from "react";
import { toast } from "sonner";
import { setJobSaved } from "@/components/jobs/use-job-marks";
import { logOut } from "@/components/layout/auth-actions";
import { isUnauthorized, requestJson } from "@/lib/request-json";
import type { SavedJobPage } from "@/lib/product-api/saved-jobs";
import { langParam } from "@/lib/i18n/locales";
import { queryKeys } from "@/lib/query-keys";

const SAVED_JOBS_PAGE_SIZE = 20;

/** One page of the signed-in seeker's saved jobs; a 401 (session could not be refreshed) logs out. */
export function useSavedJobs(page: number) {
  const locale = useLocale();
  const query = useQuery({
    queryKey: queryKeys.savedJobsPage(page),
    queryFn: () =>
      requestJson<SavedJobPage>(
        `/api/me/saved-jobs?page=${page}&pageSize=${SAVED_JOBS_PAGE_SIZE}${langParam(locale)}`,
      ),
  });
  const unauthorized = isUnauthorized(query.error);
  useEffect(() => {
    if (unauthorized) logOut();
  }, [unauthorized]);
  return query;
}

/** Remove, optimistically: the job leaves the list at once and comes back if the server says no. */
export function useRemoveSavedJob(page: number) {
  const t = useTranslations("savedJobs");
  const queryClient = useQueryClient();
  const queryKey = queryKeys.savedJobsPage(page);
  return useMutation({
    mutationFn: (jobId: number) => requestJson(`/api/jobs/${jobId}/save`, { method: "DELETE" }),
    onMutate: async (jobId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<SavedJobPage>(queryKey);
      if (previous) {
        queryClient.setQueryData<SavedJobPage>(queryKey, {
          ...previous,
          savedJobs: previous.savedJobs.filter((saved) => saved.job.id !== jobId),
        });
      }
      setJobSaved(jobId, false);
      return { previous };
    },
    onError: (_error, jobId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      setJobSaved(jobId, true);
      toast.error(t("removeFailed"));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}

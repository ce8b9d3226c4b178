"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { requestJson } from "@/components/providers/http";
import { track } from "@/lib/analytics/events";
import type { ProfessionalLicense, UserMe } from "@/lib/product-api/types";
import { queryKeys } from "@/lib/query-keys";

export interface SaveProfileInput {
  name: string;
  licenses: ProfessionalLicense[];
}

/** The PUT /api/me body: stored licenses keep their id, new ones (temporary negative id) go without. */
export function profileUpdateBody({ name, licenses }: SaveProfileInput) {
  return {
    name: name.trim(),
    professionalLicenses: licenses.map(({ id, licenseName, licenseValue, startDate, endDate }) => ({
      ...(id > 0 ? { id } : {}),
      licenseName,
      licenseValue,
      startDate,
      endDate,
    })),
  };
}

export function useSaveProfile(stored: UserMe) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (input: SaveProfileInput) =>
      requestJson<UserMe>("/api/me", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(profileUpdateBody(input)),
      }),
    onSuccess: (saved, input) => {
      queryClient.setQueryData(queryKeys.user, saved);
      toast.success("Profile updated successfully!");
      track("profile_updated", {
        user_id: stored.id,
        licenses_count: input.licenses.length,
        name_changed: input.name.trim() !== stored.name,
      });
      for (const queryKey of [queryKeys.user, queryKeys.jobs, queryKeys.applications]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      router.push("/profile");
    },
    onError: (error) => {
      console.error("Profile update failed", error);
      toast.error("Failed to update profile. Please try again.");
    },
  });
}

"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/components/i18n/client";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { HttpError, requestJson } from "@/lib/request-json";
import { track } from "@/lib/analytics/events";
import type { ProfessionalLicense, UserMe } from "@/lib/product-api/types";
import { useLocalePath } from "@/lib/i18n/use-locale-path";
import type { Locale } from "@/lib/i18n/locales";
import { queryKeys } from "@/lib/query-keys";

export interface SaveProfileInput {
  name: string;
  /** Only when changed: a username stored before today's rules must not block other edits. */
  username?: string;
  /** The language of the seeker's mails. */
  language?: Locale;
  licenses: ProfessionalLicense[];
}

/** The PUT /api/me body; the route drops new licenses' temporary ids (lib/license.ts dropTemporaryId). */
function profileUpdateBody({ name, username, language, licenses }: SaveProfileInput) {
  return {
    name: name.trim(),
    ...(username === undefined ? {} : { username: username.trim() }),
    ...(language === undefined ? {} : { language }),
    professionalLicenses: licenses.map(({ id, licenseName, licenseValue, startDate, endDate }) => ({
      id,
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
  const t = useTranslations("profile.editor");
  const { to } = useLocalePath();
  return useMutation({
    mutationFn: (input: SaveProfileInput) =>
      requestJson<UserMe>("/api/me", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(profileUpdateBody(input)),
      }),
    onSuccess: (saved, input) => {
      queryClient.setQueryData(queryKeys.user, saved);
      toast.success(t("updated"));
      track("profile_updated", {
        user_id: stored.id,
        licenses_count: input.licenses.length,
        name_changed: input.name.trim() !== stored.name,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      router.push(to("/profile"));
    },
    onError: (error) => {
      if (usernameErrorOf(error)) return; // shown next to the field
      console.error("Profile update failed", error);
      toast.error(t("updateFailed"));
    },
  });
}

/**
 * The username's own error in a failed save: the product API's 409 "That username is taken.", or a
 * field error on `username` (`{ username: [...] }` from the API, `[{ path, message }]` from /api/me).
 */
export function usernameErrorOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || !error.data || typeof error.data !== "object") return null;
  const errors = (error.data as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    const found = errors.find((e) => e && typeof e === "object" && e.path === "username");
    return typeof found?.message === "string" ? found.message : null;
  }
  const messages = errors && typeof errors === "object" ? (errors as Record<string, unknown>).username : null;
  if (Array.isArray(messages) && typeof messages[0] === "string") return messages[0];
  return error.status === 409 ? error.message : null;
}

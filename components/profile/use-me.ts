"use client";

import { useQuery } from "@tanstack/react-query";
import { requestJson } from "@/lib/request-json";
import type { UserMe } from "@/lib/product-api/types";
import { queryKeys } from "@/lib/query-keys";

export function useMe() {
  return useQuery({ queryKey: queryKeys.user, queryFn: () => requestJson<UserMe>("/api/me") });
}

/** Profile name, then the identity provider's name, then 'User' (docs/product.md, Profile), in `fallback`. */
export function displayName(
  profileName: string | null | undefined,
  identityName: string | null | undefined,
  fallback = "User",
): string {
  return profileName?.trim() || identityName?.trim() || fallback;
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocale } from "@/components/i18n/client";
import { logOut } from "@/components/layout/auth-actions";
import { isUnauthorized, requestJson } from "@/lib/request-json";
import type { ApplicationPage } from "@/lib/product-api/types";
import { langParam } from "@/lib/i18n/locales";
import { queryKeys } from "@/lib/query-keys";

/** The applications page asks for 50 per page (docs/product.md, My Applications). */
const APPLICATIONS_PAGE_SIZE = 50;

/** The signed-in seeker's applications; a 401 (session could not be refreshed) logs the user out. */
export function useApplications() {
  const locale = useLocale();
  const query = useQuery({
    queryKey: queryKeys.applicationsPage({ pageNumber: 1, pageSize: APPLICATIONS_PAGE_SIZE }),
    queryFn: () =>
      requestJson<ApplicationPage>(
        `/api/applications?pageNumber=1&pageSize=${APPLICATIONS_PAGE_SIZE}${langParam(locale)}`,
      ),
  });
  const unauthorized = isUnauthorized(query.error);
  useEffect(() => {
    if (unauthorized) logOut();
  }, [unauthorized]);
  return query;
}

/** Total applications for the profile's count card. */
export function applicationsCount(page: ApplicationPage): number {
  return page.pagination?.totalCount ?? page.applications.length;
}

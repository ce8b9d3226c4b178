"use client";

import type { ComponentProps } from "react";
import { JobFilters } from "./job-filters";
import { unpackFacets, type PackedFacets } from "./packed-facets";

/** The filter form as a server component renders it: its facets packed (packFacets). */
export function PackedJobFilters({
  facets,
  ...props
}: Omit<ComponentProps<typeof JobFilters>, "facets"> & { facets: PackedFacets }) {
  return <JobFilters {...props} facets={unpackFacets(facets)} />;
}

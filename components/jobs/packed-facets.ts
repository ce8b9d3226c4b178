import type { JobListFacets } from "@/lib/product-api/types";

type Packed = [value: string, count: number];

/**
 * Facets as the filter form's props carry them to the browser: `[value, count]` for
 * `{ value, count }` (a city's country third). A search page sends ~80 of them in its RSC payload,
 * where the key names alone were ~2 KB.
 */
export type PackedFacets = {
  [K in Exclude<keyof JobListFacets, "verified" | "city" | "language">]: Packed[];
} & { city: [...Packed, country: string][]; verified?: number; language?: Packed[] };

const pairs = (facet: JobListFacets["country"]): Packed[] => facet.map(({ value, count }) => [value, count]);
const unpairs = (packed: Packed[]) => packed.map(([value, count]) => ({ value, count }));

export function packFacets({ city, verified, language, ...rest }: JobListFacets): PackedFacets {
  return {
    country: pairs(rest.country),
    jobType: pairs(rest.jobType),
    remoteOption: pairs(rest.remoteOption),
    experienceLevel: pairs(rest.experienceLevel),
    category: pairs(rest.category),
    minSalary: pairs(rest.minSalary),
    postedWithin: pairs(rest.postedWithin),
    city: city.map(({ value, count, country }) => [value, count, country]),
    ...(verified === undefined ? {} : { verified }),
    ...(language === undefined ? {} : { language: pairs(language) }),
  };
}

export function unpackFacets({ city, verified, language, ...rest }: PackedFacets): JobListFacets {
  return {
    country: unpairs(rest.country),
    jobType: unpairs(rest.jobType),
    remoteOption: unpairs(rest.remoteOption),
    experienceLevel: unpairs(rest.experienceLevel),
    category: unpairs(rest.category),
    minSalary: unpairs(rest.minSalary),
    postedWithin: unpairs(rest.postedWithin),
    city: city.map(([value, count, country]) => ({ value, count, country })),
    ...(verified === undefined ? {} : { verified }),
    ...(language === undefined ? {} : { language: unpairs(language) }),
  };
}

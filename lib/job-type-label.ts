// A job type's label. Its own small module because job cards (client components on every list)
// need it without the rest of the filter labels and the search-URL parser.

/** next-intl's `t` of a namespace. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Message keys of the API's job types: its values ('Full-time') are not valid keys. */
const JOB_TYPE_KEYS = new Map([
  ["Full-time", "fullTime"],
  ["Part-time", "partTime"],
  ["Contract", "contract"],
  ["Internship", "internship"],
  ["Temporary", "temporary"],
  ["Volunteer", "volunteer"],
]);

/** The message key of a job type ('fullTime'); undefined for a type the API added later. */
export const jobTypeKey = (jobType: string): string | undefined => JOB_TYPE_KEYS.get(jobType);

/** A job type's label with the "filters" messages ('Stage' for Internship in French); an unknown type as it is. */
export function jobTypeLabel(t: Translate, jobType: string): string {
  const key = jobTypeKey(jobType);
  return key ? t(`jobType.${key}`) : jobType;
}

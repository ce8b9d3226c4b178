// Searches no one has made before, as a crowd typing into the search box would send them: one to three
// common job words, a half-typed word and up to three filters. Every path is new for the whole run, so
// neither the web app's search cache nor anything in the API can answer from memory.
// Filter values exist in the seed data (services/product-api/seed/data, lib/product-api/types.ts).

// The last four words are not in the seed data: searches that find little.
const WORDS = (
  "software engineer developer data analyst design designer product marketing sales manager account " +
  "customer success content writer brand frontend backend android devops civil electrical mechanical " +
  "solar technician site water chef restaurant guest events tour guide housekeeping supervisor intern " +
  "internship graduate remote hybrid senior junior nairobi lagos accra kigali kampala cape town auckland " +
  "sydney hotel nurse teacher accountant"
).split(" ");
const PLACES = (
  "KE:Nairobi KE:Mombasa NG:Lagos NG:Abuja GH:Accra RW:Kigali UG:Kampala TZ:Dar es Salaam " +
  "ZA:Cape Town ZA:Johannesburg EG:Cairo NZ:Auckland AU:Sydney AU:Melbourne"
)
  .split(/ (?=[A-Z]{2}:)/)
  .map((place) => place.split(":"));
const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Temporary", "Volunteer"];
const REMOTE = ["onsite", "hybrid", "remote"];
const LEVELS = ["Entry level", "Junior", "Mid level", "Senior", "Lead"];
const CATEGORIES = ["software", "design", "marketing", "sales", "engineering", "hospitality"];
const SALARIES = [10000, 25000, 50000, 75000];
const POSTED = ["24h", "7d", "30d"];

const int = (n) => Math.floor(Math.random() * n);
const pick = (list) => list[int(list.length)];
const some = (list, most) => [...list].sort(() => Math.random() - 0.5).slice(0, 1 + int(most));

/** One to three distinct words and the first 2-5 letters of one more. */
function query() {
  const words = some(WORDS, 3);
  const rest = WORDS.filter((w) => !words.includes(w));
  const half = pick(rest);
  return [...words, half.slice(0, Math.min(half.length, 2 + int(4)))].join(" ");
}

// Each filter as [web parameter, values] and [API parameter, values joined by commas].
const FILTERS = {
  country: () => pick(PLACES)[0],
  city: () => pick(PLACES)[1],
  type: () => some(JOB_TYPES, 2),
  remote: () => some(REMOTE, 2),
  level: () => pick(LEVELS),
  category: () => pick(CATEGORIES),
  salary: () => String(pick(SALARIES)),
  posted: () => pick(POSTED),
  sort: () => pick(["relevance", "newest"]),
  page: () => String(2 + int(2)),
};
const API_NAMES = {
  type: "jobType",
  remote: "remoteOption",
  level: "experienceLevel",
  salary: "minSalary",
  posted: "postedWithin",
  page: "pageNumber",
};

function search() {
  const filters = some(Object.keys(FILTERS), 4).slice(0, int(4)); // 0-3 filters
  return { q: query(), filters: filters.map((key) => [key, [FILTERS[key]()].flat()]) };
}

function webPath({ q, filters }) {
  const params = new URLSearchParams({ q });
  for (const [key, values] of filters) for (const v of values) params.append(key, v);
  return `/jobs?${params}`;
}

function apiPath({ q, filters }) {
  const params = new URLSearchParams({ searchQuery: q });
  for (const [key, values] of filters) params.set(API_NAMES[key] ?? key, values.join(","));
  params.set("facets", "true");
  params.set("pageSize", "15");
  return `/api/v1/jobs?${params}`;
}

function neverSeen(toPath) {
  const seen = new Set();
  return () => {
    for (;;) {
      const path = toPath(search());
      if (!seen.has(path)) {
        seen.add(path);
        return path;
      }
    }
  };
}

/** Next search-page path (`/jobs?q=…`), never the same twice. */
export const nextPageSearch = neverSeen(webPath);
/** Next product API search path (`/api/v1/jobs?searchQuery=…&facets=true`), never the same twice. */
export const nextApiSearch = neverSeen(apiPath);

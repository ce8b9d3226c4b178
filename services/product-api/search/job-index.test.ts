import { JobIndex, type IndexedJob, type SearchRequest } from "./job-index";
import { words } from "./text";

const NOW = Date.UTC(2026, 10, 1);
const TITLES = ["Software engineer", "Data analyst", "Hotel chef", "Frontend developer", "Solar technician"];

function job(id: number): IndexedJob {
  return {
    id,
    title: TITLES[id % TITLES.length],
    company: `Company ${id % 7}`,
    location: ["Nairobi, Kenya", "Lagos, Nigeria", "Remote"][id % 3],
    countryCode: ["KE", "NG", ""][id % 3],
    jobType: id % 2 ? "Full-time" : "Contract",
    remoteOption: id % 3 === 2 ? 2 : 0,
    experienceLevel: id % 4 ? "Senior" : null,
    category: "software",
    requirements: [`skill${id % 11}`, "teamwork"],
    description: `We are hiring number ${id}. Engineers and analysts welcome; developers too.`,
    salaryMin: 1000 * (id % 9),
    salaryMax: null,
    datePosted: new Date(NOW - id * 3_600_000),
    deadline: null,
    verified: id % 5 === 0,
    language: "en",
  };
}

function request(text: string | null, extra: Partial<SearchRequest> = {}): SearchRequest {
  const clauses = text ? words(text).map((word) => [{ words: [word], prefix: false }]) : [];
  return {
    text: text ? { groups: clauses, negatives: [] } : null,
    filters: {},
    sort: "relevance",
    offset: 0,
    limit: 20,
    facets: { salarySteps: [1000, 5000], postedPeriods: [["24h", 86_400_000]] },
    now: NOW,
    ...extra,
  };
}

const QUERIES = [null, "engineer", "analysts developers", "skill3 teamwork", "hotel"];

function build(bulk: boolean, count: number) {
  const index = new JobIndex({ bulk });
  for (let id = 1; id <= count; id++) index.add(job(id));
  index.compact();
  return index;
}

it("finds, ranks and counts the same jobs whether loaded in bulk or one job at a time", () => {
  const bulk = build(true, 300);
  const oneByOne = build(false, 300);
  for (const text of QUERIES) expect(bulk.search(request(text))).toEqual(oneByOne.search(request(text)));
  expect(bulk.stats()).toEqual(oneByOne.stats());
});

it("takes new, changed and removed jobs after a bulk load", () => {
  const bulk = build(true, 200);
  const oneByOne = build(false, 200);
  for (const index of [bulk, oneByOne]) {
    index.add({ ...job(7), title: "Hotel chef" });
    index.remove(8);
    for (let id = 201; id <= 260; id++) index.add(job(id));
  }
  for (const text of QUERIES) expect(bulk.search(request(text))).toEqual(oneByOne.search(request(text)));
  expect(bulk.search(request("hotel")).ids).toContain(7);
});

it("is searchable before compact() is called", () => {
  const index = new JobIndex({ bulk: true });
  for (let id = 1; id <= 20; id++) index.add(job(id));
  expect(index.search(request("hotel")).ids.sort((a, b) => a - b)).toEqual([2, 7, 12, 17]);
});

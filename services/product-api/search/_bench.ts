import { JobIndex } from "./job-index";
const idx = new JobIndex();
const now = Date.now();
for (let i = 1; i <= 100000; i++)
  idx.add({
    id: i,
    title: "t" + (i % 50),
    company: "c",
    location: "City" + (i % 30) + ", X",
    countryCode: "K" + String.fromCharCode(65 + (i % 20)),
    jobType: ["Full-time", "Internship"][i % 2],
    remoteOption: i % 3,
    experienceLevel: "L" + (i % 5),
    category: "cat" + (i % 6),
    requirements: [],
    description: "d",
    salaryMin: i % 7 ? 1000 * (i % 90) : null,
    salaryMax: null,
    datePosted: new Date(now - i * 60000),
    deadline: null,
    verified: i % 3 === 0,
  });
const spec = {
  salarySteps: [10000, 25000, 50000, 75000, 100000],
  postedPeriods: [
    ["24h", 864e5],
    ["7d", 7 * 864e5],
    ["30d", 30 * 864e5],
  ] as const,
};
for (const facets of [true, false, true, false, true]) {
  const t = performance.now();
  for (let k = 0; k < 50; k++)
    idx.search({
      text: null,
      filters: {},
      sort: "newest",
      offset: 0,
      limit: 15,
      facets: facets ? spec : undefined,
      now,
    });
  console.log(facets, ((performance.now() - t) / 50).toFixed(2), "ms");
}

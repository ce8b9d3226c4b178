import { JobIndex, type IndexedJob, type SearchRequest } from "./job-index";
import { parseSearchQuery } from "./query";

// The ranking rules of README's "Search", one by one, on a handful of postings.

const NOW = Date.UTC(2026, 10, 1);
let nextId = 1;

function posting(fields: Partial<IndexedJob>): IndexedJob {
  const id = nextId++;
  return {
    id,
    title: "Office Assistant",
    company: "Acme",
    location: "Nairobi, Kenya",
    countryCode: "KE",
    jobType: "Full-time",
    remoteOption: 0,
    experienceLevel: null,
    category: null,
    requirements: [],
    description: "Join our team.",
    salaryMin: null,
    salaryMax: null,
    // Older ids are newer, so the date never explains an order below.
    datePosted: new Date(NOW - (100 - id) * 60_000),
    deadline: null,
    verified: true,
    language: "en",
    ...fields,
  };
}

function searchOf(jobs: Record<string, Partial<IndexedJob>>) {
  const index = new JobIndex();
  const names = new Map<number, string>();
  for (const [name, fields] of Object.entries(jobs)) {
    const job = posting(fields);
    names.set(job.id, name);
    index.add(job);
  }
  return (q: string, extra: Partial<SearchRequest> = {}) => {
    const result = index.search({
      text: parseSearchQuery(q),
      filters: {},
      sort: "relevance",
      offset: 0,
      limit: 20,
      now: NOW,
      ...extra,
    });
    return { names: result.ids.map((id) => names.get(id)), corrections: result.corrections };
  };
}

it("ranks a word as typed before its stem, before a typo, before the same role in another language", () => {
  const search = searchOf({
    stem: { title: "Graphic Designers Wanted" },
    exact: { title: "Graphic Designer" },
    french: { title: "Graphiste", language: "fr", location: "Dakar, Sénégal" },
    other: { title: "Sales Executive" },
  });
  expect(search("graphic designer").names).toEqual(["exact", "stem", "french"]);
  const typo = searchOf({
    typo: { title: "Graphic Designer" },
    portuguese: { title: "Designer Gráfico", language: "pt" },
  });
  // "grahpic" is found nowhere as typed: "graphic" is one transposition away, and names a role with
  // "designer", which the Portuguese title names too.
  expect(typo("grahpic designer")).toEqual({
    names: ["typo", "portuguese"],
    corrections: [["grahpic", "graphic"]],
  });
});

it("ranks the title before the requirements before the description", () => {
  const search = searchOf({
    description: { description: "You will report to our Kotlin lead." },
    requirements: { requirements: ["Kotlin"] },
    title: { title: "Kotlin Engineer" },
  });
  expect(search("kotlin").names).toEqual(["title", "requirements", "description"]);
});

it("puts a posting in the page's language before an equal one in another", () => {
  const search = searchOf({
    english: { title: "Receptionist" },
    french: { title: "Réceptionniste", language: "fr" },
  });
  expect(search("receptionist", { readerLanguage: "en" }).names[0]).toBe("english");
  expect(search("réceptionniste", { readerLanguage: "fr" }).names[0]).toBe("french");
  // The role across languages: each page finds both.
  expect(search("receptionist").names).toHaveLength(2);
  expect(search("réceptionniste").names).toHaveLength(2);
});

it("keeps developer and development apart", () => {
  const search = searchOf({
    developer: { title: "Frontend Developer" },
    business: { title: "Business Development Manager", description: "Develop new markets." },
  });
  expect(search("developer").names).toEqual(["developer"]);
  expect(search("developers").names).toEqual(["developer"]);
  expect(search("development").names).toEqual(["business"]);
});

it("finds nothing for a role no posting has, rather than a stem's cousin", () => {
  const search = searchOf({
    manager: { title: "Key Account Manager", description: "Grow our accounts in Accra." },
  });
  expect(search("accountant")).toEqual({ names: [], corrections: undefined });
});

it("reads internship words as the internship type, not as words", () => {
  const search = searchOf({
    internship: { title: "Marketing Intern", jobType: "Internship" },
    stagiaire: { title: "Stagiaire Marketing", jobType: "Internship", language: "fr" },
    english: { title: "Marketing Manager", description: "At this stage of our growth, we need you." },
    swahili: { title: "Mafunzo kwa Vitendo – Afisa Masoko", jobType: "Internship", language: "sw" },
  });
  for (const q of ["stage", "estágio", "mafunzo kwa vitendo", "تدريب", "internship"])
    expect(search(q).names.sort()).toEqual(["internship", "stagiaire", "swahili"]);
  expect(search("stage marketing").names.sort()).toEqual(["internship", "stagiaire"]);
});

it("forgives one typo from 5 letters and two from 9, on titles and skills only, and says what it searched", () => {
  const search = searchOf({
    developer: { title: "Android Developer", requirements: ["Kotlin and Jetpack Compose"] },
    description: { title: "Office Assistant", description: "Some accounting." },
  });
  expect(search("devloper")).toEqual({ names: ["developer"], corrections: [["devloper", "developer"]] });
  expect(search("devlopper andriod").names).toEqual(["developer"]);
  expect(search("jetpak").names).toEqual(["developer"]);
  // Not in descriptions, and never in short words.
  expect(search("acounting").names).toEqual([]);
  expect(search("kotn compose").names).toEqual([]);
});

import type { Job, JobList } from "../../contract";
import type { AuthUser } from "../../lib/auth";
import { jsonBody, startTestApi, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { daysFromNow, insertTestJob, jobInput } from "../../testing/fixtures";

// Jobs in their own language: the field, the filter, search by each language's word forms, and a
// reader's language first when browsing.

const EMPLOYER = "employer-token";
const employer: AuthUser = { sub: "employer", permissions: new Set(["jobs:write"]) };
const auth = async (token: string) => {
  if (token === EMPLOYER) return employer;
  throw new Error("unknown token");
};

describe.each(testDatabases)("jobs in their own language on %s", (_name, kind) => {
  let api: TestApi;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await startTestApi(kind, { auth });
    const db = api.handle.database.db;
    // Hospitality: the sales field's words ("mauzo", "commercial") would find every sales job.
    const add = async (key: string, overrides: Parameters<typeof insertTestJob>[1]) =>
      (ids[key] = (await insertTestJob(db, { category: "hospitality", ...overrides })).id);
    await add("en-old", { title: "Frontend Developer", datePosted: daysFromNow(-9) });
    await add("fr-old", {
      title: "Développeur Full Stack",
      description: "Vos missions : concevoir nos applications web et mobiles.",
      location: "Dakar, Sénégal",
      countryCode: "SN",
      language: "fr",
      datePosted: daysFromNow(-8),
    });
    await add("en-new", { title: "Sales Executive", datePosted: daysFromNow(-1) });
    await add("fr-new", {
      title: "Stage – Chargé de Clientèle",
      description:
        "Offre d'emploi : accueillir et conseiller les clients en agence. Postuler avant la fin du mois.",
      location: "Abidjan, Côte d'Ivoire",
      countryCode: "CI",
      language: "fr",
      datePosted: daysFromNow(-2),
    });
    await add("pt", {
      title: "Engenheiro Civil",
      description: "Acompanhar a execução das obras no estaleiro.",
      location: "Luanda, Angola",
      countryCode: "AO",
      language: "pt",
      datePosted: daysFromNow(-3),
    });
    await add("ar", {
      title: "مُطَوِّر برمجيات أول",
      description: "تعلن الشركة عن حاجتها إلى مهندسـة للانضمام إلى قسم الإدارة في المستشفى.",
      location: "Cairo, Egypt",
      countryCode: "EG",
      language: "ar",
      datePosted: daysFromNow(-4),
    });
    await add("sw", {
      title: "Afisa Mauzo",
      description: "Kutafuta wateja wapya katika eneo lako.",
      location: "Dar es Salaam, Tanzania",
      countryCode: "TZ",
      language: "sw",
      datePosted: daysFromNow(-5),
    });
  }, 60_000);
  afterAll(() => api?.close());

  const list = async (query: Record<string, string>) => {
    const res = await api.request(`/api/v1/jobs?${new URLSearchParams({ pageSize: "50", ...query })}`);
    expect(res.status).toBe(200);
    return (await res.json()) as JobList;
  };
  const found = async (searchQuery: string) =>
    (await list({ searchQuery })).jobs.map((job) => job.id).sort((a, b) => a - b);
  const ranked = async (searchQuery: string, readerLanguage?: string) =>
    (await list({ searchQuery, ...(readerLanguage ? { readerLanguage } : {}) })).jobs.map((job) =>
      key(job.id),
    );
  const key = (id: number) => Object.keys(ids).find((k) => ids[k] === id);

  it("returns each job's language, English by default", async () => {
    const { jobs } = await list({});
    expect(Object.fromEntries(jobs.map((job) => [key(job.id), job.language]))).toEqual({
      "en-old": "en",
      "en-new": "en",
      "fr-old": "fr",
      "fr-new": "fr",
      pt: "pt",
      ar: "ar",
      sw: "sw",
    });
  });

  it("filters by language and counts each language as a facet", async () => {
    const french = await list({ language: "fr", facets: "true" });
    expect(french.jobs.map((job) => key(job.id))).toEqual(["fr-new", "fr-old"]);
    // A facet counts with the other filters only: every language stays visible.
    expect(french.facets!.language).toEqual([
      { value: "en", count: 2 },
      { value: "fr", count: 2 },
      { value: "ar", count: 1 },
      { value: "pt", count: 1 },
      { value: "sw", count: 1 },
    ]);
    const some = await list({ language: "PT,sw-TZ", facets: "true", country: "AO" });
    expect(some.jobs.map((job) => key(job.id))).toEqual(["pt"]);
    expect(some.facets!.language).toEqual([{ value: "pt", count: 1 }]);
  });

  it("finds a French posting by another form of its words, accents or none", async () => {
    // First; then the role in other languages, a software developer before a frontend one, a
    // narrower role (README, "Search").
    expect(await ranked("développeurs")).toEqual(["fr-old", "ar", "en-old"]);
    expect((await ranked("developpeur"))[0]).toBe("fr-old");
    expect(await found("stages clientele")).toEqual([ids["fr-new"]]);
    expect(await found("conseillers")).toEqual([ids["fr-new"]]);
  });

  it("finds a Portuguese posting by another form of its words", async () => {
    expect(await found("engenheiros")).toEqual([ids.pt]);
    expect(await found("engenheira civil")).toEqual([ids.pt]);
  });

  it("finds an Arabic posting whatever the alef and ya forms, diacritics and tatweel", async () => {
    // Title with tashkeel, found without; أ typed as ا; tatweel in the text, not in the query.
    expect(await found("مطور")).toEqual([ids.ar]);
    expect(await found("برمجيات اول")).toEqual([ids.ar]);
    expect(await found("مهندسة")).toEqual([ids.ar]);
    // إ as ا, ة as ه, ى as ي, and the article on one side only.
    expect(await found("اداره")).toEqual([ids.ar]);
    expect(await found("مستشفي")).toEqual([ids.ar]);
    expect(await found("المطور")).toEqual([ids.ar]);
  });

  it("matches Swahili words as written", async () => {
    expect(await found("mauzo")).toEqual([ids.sw]);
    expect(await found("wateja")).toEqual([ids.sw]);
  });

  it("folds English inflections for English jobs, and finds the role in other languages after them", async () => {
    expect(await ranked("developers")).toEqual(["en-old", "ar", "fr-old"]);
    expect(await found("executives")).toEqual([ids["en-new"]]);
  });

  it("shows a reader's language first when browsing, each part newest first", async () => {
    const plain = (await list({})).jobs.map((job) => key(job.id));
    expect(plain).toEqual(["en-new", "fr-new", "pt", "ar", "sw", "fr-old", "en-old"]);
    const french = (await list({ readerLanguage: "fr" })).jobs.map((job) => key(job.id));
    expect(french).toEqual(["fr-new", "fr-old", "en-new", "pt", "ar", "sw", "en-old"]);
    const arabic = (await list({ readerLanguage: "ar-EG", pageSize: "2", pageNumber: "1" })).jobs;
    expect(arabic.map((job) => key(job.id))).toEqual(["ar", "en-new"]);
    // A search keeps its ranking: the word as typed first, whatever the reader's language.
    expect((await ranked("developer", "fr"))[0]).toBe("en-old");
  });

  describe("writing a job's language", () => {
    const post = (body: unknown) => api.request("/api/v1/jobs", { ...jsonBody(body), token: EMPLOYER });
    const put = (id: number, body: unknown) =>
      api.request(`/api/v1/jobs/${id}`, { ...jsonBody(body), method: "PUT", token: EMPLOYER });

    it("takes a language on create (a regional tag as its language), English when none is sent", async () => {
      const withoutLanguage: Partial<ReturnType<typeof jobInput>> = jobInput({ title: "Night Porter" });
      delete withoutLanguage.language;
      const english = await post(withoutLanguage);
      expect(english.status).toBe(201);
      expect(((await english.json()) as Job).language).toBe("en");
      const french = await post(jobInput({ title: "Veilleur de nuit", language: "fr-SN" as never }));
      expect(french.status).toBe(201);
      expect(((await french.json()) as Job).language).toBe("fr");
    });

    it("changes it on update, and search stems the job in its new language", async () => {
      // "commerciaux" is its own English stem; in French it is "commercial".
      const res = await post(
        jobInput({ title: "Commerciaux Terrain", language: "en", category: "hospitality" }),
      );
      const job = (await res.json()) as Job;
      expect(await found("commercial")).not.toContain(job.id);
      const updated = await put(job.id, { language: "fr" });
      expect(updated.status).toBe(200);
      expect(((await updated.json()) as Job).language).toBe("fr");
      expect(await found("commercial")).toContain(job.id);
    });

    it("refuses a language it does not know with a 422 problem naming the field", async () => {
      for (const res of [
        await post(jobInput({ language: "de" as never })),
        await post(jobInput({ language: "français" as never })),
        await put(ids.sw, { language: 42 }),
      ]) {
        expect(res.status).toBe(422);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
        const problem = await res.json();
        expect(problem).toMatchObject({ status: 422, title: "The request body is invalid." });
        expect(problem.errors.language).toBeDefined();
      }
      const problem = await (await post(jobInput({ language: "de" as never }))).json();
      expect(problem.errors.language).toEqual(["Use one of: en, fr, pt, sw, ar"]);
    });
  });
});

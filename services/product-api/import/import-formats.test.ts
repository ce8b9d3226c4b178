import { eq } from "drizzle-orm";
import { jobIsOpen } from "../db/job-open";
import { jobs } from "../db/schema";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { fixture, startFeedServer, testImportDeps, type FeedServer } from "../testing/feed-server";
import { addFeed, findFeed } from "./import-feeds";
import { NO_COUNTS, type FeedFormatName } from "./import-values";
import { runFeed, type ImportDeps } from "./run-import";

// Each format, read from a fixture in its source's documented shape (fixtures/README.md), on
// both databases: a first run creates the board's three openings; a second, on the board a run
// later, leaves the first alone, updates the changed one, closes the one that left and creates
// the new one, normalised to the values Kazi's filters use.

interface Case {
  format: FeedFormatName;
  /** Where the local server serves the feed, as its source's URL would be. */
  path: string;
  feed: [string, string];
  /** External ids of the four openings: data analyst, backend engineer, French job, intern. */
  ids: [string, string, string, string];
  /** Other documents the format reads (SmartRecruiters' postings), per run. */
  extra?: (run: 0 | 1) => [string, string][];
}

const SR = "/sr/v1/companies/SavannaAnalytics/postings";
const LEVER_ID = (n: number) => `5f1c2e3a-000${n}-4a6b-9c1d-2e3f4a5b6c7d`;
const CASES: [FeedFormatName, Case][] = (
  [
    {
      format: "greenhouse",
      path: "/gh/v1/boards/savannaanalytics/jobs?content=true",
      feed: ["greenhouse/feed.json", "greenhouse/feed-next.json"],
      ids: ["4012345", "4012346", "4012347", "4012348"],
    },
    {
      format: "lever",
      path: "/lever/v0/postings/savanna-analytics?mode=json",
      feed: ["lever/feed.json", "lever/feed-next.json"],
      ids: [LEVER_ID(1), LEVER_ID(2), LEVER_ID(3), LEVER_ID(4)],
    },
    {
      format: "workable",
      path: "/workable/api/accounts/savanna-analytics?details=true",
      feed: ["workable/feed.json", "workable/feed-next.json"],
      ids: ["8A1B2C3D4E", "8A1B2C3D4F", "8A1B2C3D50", "8A1B2C3D51"],
    },
    {
      format: "smartrecruiters",
      path: SR,
      feed: ["smartrecruiters/feed.json", "smartrecruiters/feed-next.json"],
      ids: ["744000001", "744000002", "744000003", "744000004"],
      extra: (run) =>
        run === 0
          ? ["744000001", "744000002", "744000003"].map((id): [string, string] => [
              `${SR}/${id}`,
              `smartrecruiters/postings/${id}.json`,
            ])
          : [
              [`${SR}/744000001`, "smartrecruiters/postings/744000001.json"],
              [`${SR}/744000002`, "smartrecruiters/postings/744000002-next.json"],
              [`${SR}/744000004`, "smartrecruiters/postings/744000004.json"],
            ],
    },
    {
      format: "jsonld",
      path: "/careers/",
      feed: ["jsonld/feed.html", "jsonld/feed-next.html"],
      ids: ["DA-101", "BE-202", "CC-303", "MI-404"],
    },
    {
      format: "xml",
      path: "/careers/jobs.xml",
      feed: ["xml/feed.xml", "xml/feed-next.xml"],
      ids: ["DA-101", "BE-202", "CC-303", "MI-404"],
    },
  ] satisfies Case[]
).map((c): [FeedFormatName, Case] => [c.format, c]);

describe.each(testDatabases)("importing each feed format on %s", (_name, kind) => {
  let handle: TestDatabase;
  let server: FeedServer;
  let deps: ImportDeps;
  const db = () => handle.database.db;

  beforeAll(async () => {
    [handle, server] = await Promise.all([kind.open(), startFeedServer()]);
    deps = testImportDeps(db());
  }, 60_000);
  afterAll(async () => {
    await Promise.all([handle?.close(), server?.close()]);
  });

  async function jobsOf(company: string) {
    const rows = await db()
      .select({
        id: jobs.id,
        externalId: jobs.externalId,
        title: jobs.title,
        company: jobs.company,
        location: jobs.location,
        countryCode: jobs.countryCode,
        jobType: jobs.jobType,
        remoteOption: jobs.remoteOption,
        language: jobs.language,
        description: jobs.description,
        requirements: jobs.requirements,
        updatedAt: jobs.updatedAt,
        importState: jobs.importState,
        importFeedId: jobs.importFeedId,
        open: jobIsOpen,
      })
      .from(jobs)
      .where(eq(jobs.company, company));
    return new Map(rows.map((row) => [row.externalId!, row]));
  }

  function serveRun(c: Case, run: 0 | 1) {
    server.serve(c.path, { body: fixture(c.feed[run]) });
    for (const [path, file] of c.extra?.(run) ?? []) server.serve(path, { body: fixture(file) });
  }

  test.each(CASES)(
    "%s: new openings become jobs, a changed one is updated, a vanished one is closed",
    async (_format, c) => {
      const company = `Savanna Analytics (${c.format})`;
      const [a, b, french, intern] = c.ids;
      serveRun(c, 0);
      const feed = await addFeed(db(), { company, url: server.url + c.path, format: c.format });

      const first = await runFeed(deps, feed);
      expect(first).toEqual({
        feedId: feed.id,
        status: "ok",
        counts: { ...NO_COUNTS, created: 3 },
        message: null,
      });
      let rows = await jobsOf(company);
      expect([...rows.keys()].sort()).toEqual([a, b, french].sort());
      expect(rows.get(a)).toMatchObject({
        title: "Data Analyst",
        company,
        location: "Nairobi, Kenya",
        countryCode: "KE",
        jobType: "Full-time",
        remoteOption: 0,
        language: "en",
        importFeedId: feed.id,
        importState: "listed",
        open: true,
      });
      expect(rows.get(a)!.description).toContain("We are looking for a Data Analyst");
      expect(rows.get(a)!.description).not.toMatch(/[<>]|&lt;|&amp;/);
      expect(rows.get(b)).toMatchObject({
        title: "Backend Engineer",
        jobType: "Contract",
        countryCode: "NG",
      });
      expect(rows.get(french)).toMatchObject({
        location: "Dakar, Senegal",
        countryCode: "SN",
        language: "fr",
      });
      const untouched = rows.get(a)!.updatedAt;

      serveRun(c, 1);
      const second = await runFeed(deps, (await findFeed(db(), feed.id))!);
      expect(second).toEqual({
        feedId: feed.id,
        status: "ok",
        counts: { ...NO_COUNTS, created: 1, updated: 1, closed: 1, unchanged: 1 },
        message: null,
      });
      rows = await jobsOf(company);
      expect(rows.get(a)!.updatedAt).toEqual(untouched);
      expect(rows.get(b)).toMatchObject({ title: "Senior Backend Engineer", open: true });
      const changed = rows.get(b)!;
      expect([changed.description, ...changed.requirements].join("\n")).toContain(
        "Five years of backend development",
      );
      expect(rows.get(french)).toMatchObject({ open: false, importState: "vanished" });
      expect(rows.get(intern)).toMatchObject({
        title: "Marketing Intern",
        jobType: "Internship",
        remoteOption: 2,
        location: "Remote",
        countryCode: "RW",
        open: true,
      });
      const stored = await findFeed(db(), feed.id);
      expect(stored).toMatchObject({ lastStatus: "ok", lastMessage: null, failingSince: null });
    },
    30_000,
  );
});

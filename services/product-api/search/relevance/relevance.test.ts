import { generateJob } from "../../seed/generate";
import { testDatabases, type TestDatabase } from "../../testing/databases";
import {
  figuresOf,
  JUDGED,
  KINDS,
  relevanceTable,
  runJudgedSet,
  TARGETS,
  worstQueries,
  type Outcome,
} from "./judged-set";

// The judged relevance set (README, "Search"): quality targets of search, on each database (quoted
// phrases are matched by PostgreSQL's full-text search, the rest by the in-memory index).

describe("the judged relevance set", () => {
  it("judges open demo postings only, with grades 1 and 2, over every language and kind", () => {
    const now = new Date();
    const open = new Set<string>();
    for (let i = 0; i < JUDGED.seed.count; i++) {
      const job = generateJob(i, now);
      const closed = job.deadline !== null && new Date(job.deadline) <= now;
      if (!closed && job.risk_flags.length === 0) open.add(job.slug);
    }
    const { queries } = JUDGED;
    expect(queries.length).toBeGreaterThanOrEqual(200);
    for (const query of queries) {
      for (const [slug, grade] of Object.entries(query.judgements)) {
        expect({ q: query.q, slug, open: open.has(slug) }).toEqual({ q: query.q, slug, open: true });
        expect([1, 2]).toContain(grade);
      }
      expect(KINDS).toContain(query.kind);
      expect(Object.keys(query.judgements).length === 0).toBe(query.kind === "none");
    }
    for (const lang of ["en", "fr", "pt", "sw", "ar"])
      expect(queries.filter((q) => q.lang === lang).length).toBeGreaterThanOrEqual(25);
    expect(new Set(queries.map((q) => `${q.lang} ${q.q}`)).size).toBe(queries.length);
  });
});

describe.each(testDatabases)("search quality on %s", (_name, kind) => {
  let handle: TestDatabase;
  let outcomes: Outcome[];

  beforeAll(async () => {
    handle = await kind.open();
    outcomes = await runJudgedSet(handle.database);
  }, 120_000);
  afterAll(() => handle?.close());

  it(`reaches NDCG@10 ≥ ${TARGETS.ndcg}, MRR ≥ ${TARGETS.mrr} and ≤ ${TARGETS.zeroResults * 100}% zero-result queries`, () => {
    const figures = figuresOf(outcomes);
    const missed = [
      figures.ndcg < TARGETS.ndcg && `NDCG@10 ${figures.ndcg.toFixed(3)} < ${TARGETS.ndcg}`,
      figures.mrr < TARGETS.mrr && `MRR ${figures.mrr.toFixed(3)} < ${TARGETS.mrr}`,
      figures.zeroResults > TARGETS.zeroResults &&
        `zero-result rate ${(figures.zeroResults * 100).toFixed(1)}% > ${TARGETS.zeroResults * 100}%`,
    ].filter(Boolean);
    if (missed.length > 0)
      throw new Error(
        `${missed.join("; ")}\n\n${relevanceTable(outcomes)}\n\nWorst:\n${worstQueries(outcomes)}`,
      );
    expect(figures.queries).toBe(JUDGED.queries.length);
  });
});

import { sql } from "drizzle-orm";
import { z } from "zod";
import { createApiApp } from "../../app";
import type { Database } from "../../db/client";
import { JOB_LANGUAGES } from "../../lib/job-values";
import { createLocalStorage } from "../../lib/storage";
import { seedJobs } from "../../seed/seed";
import file from "./judgements.json";
import { mean, ndcgAt10, reciprocalRank } from "./metrics";

// Runs the judged relevance set (judgements.json) through the product API's search as a seeker's
// page calls it, and sums it up. Used by the relevance test (relevance.test.ts) and the bench
// (report.ts): any change to search shows its effect on quality there.

export const KINDS = ["role", "cross", "typo", "stem", "internship", "place", "skill", "none"] as const;
type Kind = (typeof KINDS)[number];

const judgedSet = z.object({
  seed: z.object({ count: z.number().int().positive() }),
  queries: z.array(
    z.object({
      q: z.string().min(1),
      lang: z.enum(JOB_LANGUAGES),
      kind: z.enum(KINDS),
      judgements: z.record(z.string(), z.union([z.literal(1), z.literal(2)])),
    }),
  ),
});
export type JudgedQuery = z.infer<typeof judgedSet>["queries"][number];

export const JUDGED = judgedSet.parse(file);

/** Queries naming one role, whose first right answer MRR measures. */
const SINGLE_ROLE: readonly Kind[] = ["role", "cross", "typo", "stem"];

export const TARGETS = { ndcg: 0.9, mrr: 0.9, zeroResults: 0.02 };

export interface Outcome {
  query: JudgedQuery;
  /** Slugs of the first page, best first. */
  results: string[];
  ndcg: number;
  reciprocalRank: number;
}

export interface Figures {
  queries: number;
  ndcg: number;
  /** Over the single-role queries. */
  mrr: number;
  /** Share of the queries some posting answers that found nothing. */
  zeroResults: number;
}

/** Seeds the set's jobs into a migrated, empty database and searches each query. */
export async function runJudgedSet(database: Database): Promise<Outcome[]> {
  // Which demo jobs are open does not depend on the moment they are generated for: a seed made now
  // holds the postings the judges read (judgements.json's `seed`).
  await seedJobs(database.db, { count: JUDGED.seed.count });
  const { rows } = (await database.db.execute(sql`SELECT id, slug FROM jobs`)) as unknown as {
    rows: { id: number; slug: string }[];
  };
  const slugOf = new Map(rows.map((row) => [row.id, row.slug]));
  const app = createApiApp({
    db: database.db,
    auth: async () => {
      throw new Error("no sign-in here");
    },
    storage: createLocalStorage(""),
  });
  await app.catchUp();
  const outcomes: Outcome[] = [];
  for (const query of JUDGED.queries) {
    const params = new URLSearchParams({ searchQuery: query.q, readerLanguage: query.lang, pageSize: "10" });
    const response = await app.fetch(new Request(`http://product-api.test/api/v1/jobs?${params}`));
    if (!response.ok) throw new Error(`"${query.q}" gave ${response.status}`);
    const { jobs } = (await response.json()) as { jobs: { id: number }[] };
    const results = jobs.map((job) => slugOf.get(job.id) ?? String(job.id));
    outcomes.push({
      query,
      results,
      ndcg: ndcgAt10(results, query.judgements),
      reciprocalRank: reciprocalRank(results, query.judgements),
    });
  }
  return outcomes;
}

const answerable = (o: Outcome) => Object.values(o.query.judgements).some((grade) => grade === 2);

export function figuresOf(outcomes: Outcome[]): Figures {
  const answered = outcomes.filter(answerable);
  return {
    queries: outcomes.length,
    ndcg: mean(outcomes.map((o) => o.ndcg)),
    mrr: mean(outcomes.filter((o) => SINGLE_ROLE.includes(o.query.kind)).map((o) => o.reciprocalRank)),
    zeroResults: answered.filter((o) => o.results.length === 0).length / answered.length,
  };
}

/** The figures overall, by the page's language and by kind of query, as a table. */
export function relevanceTable(outcomes: Outcome[]): string {
  const groups: [string, Outcome[]][] = [
    ["all", outcomes],
    ...[...new Set(outcomes.map((o) => o.query.lang))].map((lang): [string, Outcome[]] => [
      lang,
      outcomes.filter((o) => o.query.lang === lang),
    ]),
    ...KINDS.map((kind): [string, Outcome[]] => [kind, outcomes.filter((o) => o.query.kind === kind)]),
  ];
  const number = (value: number, digits = 3) => (Number.isNaN(value) ? "–" : value.toFixed(digits));
  const lines = [
    `${"queries".padEnd(12)} ${"n".padStart(4)} ${"NDCG@10".padStart(8)} ${"MRR".padStart(6)} ${"zero-result".padStart(12)}`,
  ];
  for (const [name, list] of groups) {
    if (list.length === 0) continue;
    const f = figuresOf(list);
    const zero = Number.isNaN(f.zeroResults) ? "–" : `${(f.zeroResults * 100).toFixed(1)}%`;
    lines.push(
      `${name.padEnd(12)} ${String(f.queries).padStart(4)} ${number(f.ndcg).padStart(8)} ${number(f.mrr).padStart(6)} ${zero.padStart(12)}`,
    );
  }
  return lines.join("\n");
}

/** The queries that lose most, for the failure message of the test and the report. */
export function worstQueries(outcomes: Outcome[], count = 15): string {
  return [...outcomes]
    .sort((a, b) => a.ndcg - b.ndcg)
    .slice(0, count)
    .filter((o) => o.ndcg < 1)
    .map(
      (o) =>
        `${o.ndcg.toFixed(2)}  [${o.query.lang} ${o.query.kind}] "${o.query.q}" -> ${o.results.slice(0, 5).join(" ") || "(nothing)"}`,
    )
    .join("\n");
}

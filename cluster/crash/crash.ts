import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { dirs } from "../../e2e/slot";
import { startTestIdentity } from "../../services/identity/testing";
import { AUDIENCE, type DbKind } from "./kazi";
import { site } from "../ports";
import { runKills, type Round } from "./rounds";

// `npm run test:crash` (README "Crash safety"): SIGKILLs the product API, and in some rounds the web
// server, in the middle of a stream of applications with CVs, saves, alert changes and profile
// edits, on PGlite and on PostgreSQL; after each restart checks that every acknowledged write is
// there and no application is half-written. Exit code 1 when one is not.
//
//   --kills N              kills in all, shared between the databases (default 20)
//   --db pglite|postgres|both   (default both)
//   --no-web               kill only the product API, and write only straight to it
//
// The web server serves the browser tests' build (E2E_SLOT's .next-e2e*): make it first with
// `node scripts/e2e-build.mjs` (npm test has one).

const root = resolve(__dirname, "../..");
const { values } = parseArgs({
  options: {
    kills: { type: "string", default: "20" },
    db: { type: "string", default: "both" },
    "no-web": { type: "boolean", default: false },
  },
});
const kills = Number(values.kills);
const dbs: DbKind[] = values.db === "both" ? ["pglite", "postgres"] : [values.db as DbKind];
if (!Number.isInteger(kills) || kills < dbs.length || !dbs.every((d) => d === "pglite" || d === "postgres")) {
  console.error(
    "Usage: npm run test:crash -- [--kills N (at least one per database)] [--db pglite|postgres|both] [--no-web]",
  );
  process.exit(2);
}
const web = !values["no-web"];
if (web && !existsSync(join(root, dirs.dist, "BUILD_ID"))) {
  console.error(`No build in ${dirs.dist}: run \`node scripts/e2e-build.mjs\` first (or --no-web).`);
  process.exit(2);
}

function table(rounds: Round[]) {
  const head = [
    "db",
    "kill",
    "killed",
    "unanswered",
    "acknowledged",
    "found",
    "rows without file",
    "files without row",
    "listed for removal",
    "back in",
  ];
  const rows = rounds.map((r) => [
    r.db,
    String(r.kill),
    r.target === "both" ? "api + web" : r.target,
    String(r.sent.unknown),
    String(r.acked),
    String(r.found),
    String(r.rowsWithoutFile),
    String(r.filesWithoutRow),
    String(r.listed),
    `${r.restartS.toFixed(1)} s`,
  ]);
  for (const db of dbs) {
    const mine = rounds.filter((r) => r.db === db);
    const sum = (f: (r: Round) => number) => String(mine.reduce((n, r) => n + f(r), 0));
    // What the data holds, not what a round added: the most any check found.
    const most = (f: (r: Round) => number) => String(Math.max(0, ...mine.map(f)));
    rows.push([
      db,
      "all",
      String(mine.length),
      sum((r) => r.sent.unknown),
      sum((r) => r.acked),
      sum((r) => r.found),
      most((r) => r.rowsWithoutFile),
      most((r) => r.filesWithoutRow),
      most((r) => r.listed),
      "",
    ]);
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

async function main() {
  const started = performance.now();
  const identity = await startTestIdentity({ siteUrl: site, audience: AUDIENCE });
  const rounds: Round[] = [];
  try {
    for (const [i, db] of dbs.entries()) {
      // The kills shared out, the first database taking what does not divide.
      const mine = Math.floor(kills / dbs.length) + (i < kills % dbs.length ? 1 : 0);
      rounds.push(...(await runKills(db, identity, { kills: mine, web, log: (l) => console.log(l) })));
    }
  } finally {
    await identity.close();
  }
  console.log(`\n${table(rounds)}\n`);
  const failed = rounds.filter((r) => r.found < r.acked || r.rowsWithoutFile || r.filesWithoutRow);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const results = join(root, "test-results");
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, "crash.json"), JSON.stringify({ seconds: Number(seconds), rounds }, null, 2));
  console.log(
    failed.length
      ? `✘ ${failed.length} of ${rounds.length} kills left lost or half-written data (${seconds} s)`
      : `✔ ${rounds.length} kills: every acknowledged write found, no half-written application (${seconds} s)`,
  );
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

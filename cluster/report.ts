import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

// The figures the issue asks for (requests, errors, p99 during each fault, time to recover), kept as
// the scenarios run and printed at the end, so they appear in CI output; also in
// test-results/cluster-figures.json (npm test empties test-results first).

type Row = Record<string, string | number>;
const rows: { scenario: string; figures: Row }[] = [];

export function record(scenario: string, figures: Row) {
  rows.push({ scenario, figures });
}

export function printFigures() {
  if (rows.length === 0) return;
  const lines = rows.map(
    ({ scenario, figures }) =>
      `  ${scenario}\n` +
      Object.entries(figures)
        .map(([key, value]) => `      ${key}: ${value}`)
        .join("\n"),
  );
  console.log(`\nCluster test figures (2 web + 2 API instances behind nginx, ${new Date().toISOString()}):`);
  console.log(lines.join("\n"));
  // After a failure Playwright goes on in a new worker, with a cluster and figures of its own: add to
  // what the earlier one wrote.
  const dir = resolve(__dirname, "..", "test-results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "cluster-figures.json");
  const earlier = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as typeof rows) : [];
  writeFileSync(file, JSON.stringify([...earlier, ...rows], null, 2));
}

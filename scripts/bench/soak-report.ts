import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Interval, SoakResult } from "./soak";
import { P99_DRIFT, RSS_BAND, soakVerdict, type SoakVerdict } from "./soak-verdict";

// The soak's table, one row per interval (printed as each closes, and all together at the end), its
// verdict against the targets, and all of it in a JSON file.

const mark = (ok: boolean) => (ok ? "✔" : "✘");
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
const pct = (fraction: number) => `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)}%`;

export function soakTable(processes: string[], intervalSeconds: number) {
  const columns = [
    "time",
    ...processes.map((name) => `${name} MB`),
    "requests",
    "req/s",
    "errors",
    "p50 ms",
    "p99 ms",
    "sign-ins",
    "sign-in p99 ms",
  ];
  const line = (cells: (string | number)[]) =>
    cells.map((cell, i) => String(cell).padStart(Math.max(columns[i].length, 6))).join("  ");
  return {
    header: () => line(columns),
    start: (rssMb: Record<string, number>) =>
      line([clock(0), ...processes.map((name) => rssMb[name].toFixed(0)), "", "", "", "", "", "", ""]),
    row: (interval: Interval) =>
      line([
        clock(interval.at),
        ...processes.map((name) => interval.rssMb[name].toFixed(0)),
        interval.requests,
        (interval.requests / intervalSeconds).toFixed(0),
        interval.errors + interval.signIns.errors,
        interval.p50,
        interval.p99,
        interval.signIns.requests,
        interval.signIns.p99,
      ]),
  };
}

function printSoak(title: string, result: SoakResult, verdict: SoakVerdict, intervalSeconds: number) {
  const table = soakTable(Object.keys(result.rssAtStart), intervalSeconds);
  console.log(`\n${title}`);
  console.log(table.header());
  console.log(table.start(result.rssAtStart));
  for (const interval of result.intervals) console.log(table.row(interval));
  const { errors, rss, p99 } = verdict;
  console.log(`\nTargets, after a warm-up of ${clock(verdict.warmUpSeconds)} (the first sixth):`);
  console.log(`  ${mark(errors.ok)} no error: ${errors.count}`);
  for (const r of rss)
    console.log(
      `  ${mark(r.ok)} ${r.name} RSS within ±${RSS_BAND * 100}% of ${r.baselineMb.toFixed(0)} MB (its value at ` +
        `${clock(verdict.warmUpSeconds)}): ${r.minMb.toFixed(0)}-${r.maxMb.toFixed(0)} MB, at most ${pct(r.deviation)} away`,
    );
  console.log(
    `  ${mark(p99.ok)} p99 drift ≤ +${P99_DRIFT * 100}%: ${p99.late.p99} ms from ${clock(p99.late.from)} to ` +
      `${clock(p99.late.to)} against ${p99.early.p99} ms from ${clock(p99.early.from)} to ${clock(p99.early.to)}` +
      ` (${pct(p99.drift)})`,
  );
  if (verdict.tooShort) console.log("  ✘ too short to tell: fewer than two intervals after the warm-up");
  if (result.failures.length) {
    console.log(`\nThe first ${result.failures.length} failures:`);
    for (const f of result.failures)
      console.log(
        `  ${clock(Math.round(f.at))} ${f.kind} ${f.path}: ${f.status} ${f.body?.replace(/\s+/g, " ") ?? ""}`,
      );
  }
}

/** Prints the table and the verdict, and writes them with the run's figures to `dir`/<time>.json. */
export function reportSoak(run: { title: string; result: SoakResult; intervalSeconds: number; dir: string }) {
  const { title, result, intervalSeconds, dir } = run;
  const verdict = soakVerdict(result.intervals);
  printSoak(title, result, verdict, intervalSeconds);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  // The single requests' times (`latencies`) only served the verdict's windows.
  const json = { title, ...result, verdict };
  writeFileSync(
    file,
    JSON.stringify(json, (key, value) => (key === "latencies" ? undefined : value), 2),
  );
  console.log(`\nWritten to ${file}.`);
  return verdict;
}

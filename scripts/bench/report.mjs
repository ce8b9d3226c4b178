// The bench's table: one row per measured page, the targets next to the figures.

const MB_TARGET = 600;
const pct = (part, whole) => `${whole ? Math.round((part / whole) * 100) : 0}%`;
const mark = (ok) => (ok ? "✔" : "✘");

/** Rows in print order: [key, label, target(row, rows) => [text, ok] | undefined]. */
export function rowsFor({ query, jobId, storm, calm }) {
  return [
    ["ceiling", "plain node:http sending the job page (Node's ceiling)"],
    ["about", "/about (static page)"],
    ["browse", "/jobs (browse)"],
    [
      "repeat",
      `/jobs?q=${query} (same search repeated)`,
      (r, all) => ["≥25% of /about", r.rps >= 0.25 * all.about.rps],
    ],
    [
      "job",
      `/jobs/${jobId} (job page alone)`,
      (r, all) => [
        `≥15% of node:http (${pct(r.rps, all.ceiling?.rps)})`,
        r.rps >= 0.15 * (all.ceiling?.rps ?? Infinity),
      ],
    ],
    [
      "frJob",
      `/fr/jobs/${jobId} (the job page in French)`,
      (r, all) => [`≥90% of English (${pct(r.rps, all.job.rps)})`, r.rps >= 0.9 * all.job.rps],
    ],
    [
      "page",
      "/jobs?q=… never seen (search page)",
      (r) => ["≥150 req/s, p99 ≤500 ms", r.rps >= 150 && r.p99 <= 500],
    ],
    [
      "api",
      "/api/v1/jobs?searchQuery=… never seen (API)",
      (r) => ["≥300 req/s, p99 ≤150 ms", r.rps >= 300 && r.p99 <= 150],
    ],
    ["storm", `  storm: /jobs?q=… never seen, ${storm} conn.`],
    [
      "during",
      `  + job page at the same time, ${calm} conn.`,
      (r, all) => [
        `≥50% of alone (${pct(r.rps, all.job.rps)}), p99 ≤250 ms`,
        r.rps >= 0.5 * all.job.rps && r.p99 <= 250,
      ],
    ],
  ];
}

export function printReport({ title, rows, results, memory }) {
  const cols = [
    ["page", 55, "padEnd"],
    ["req/s", 7],
    ["vs /about", 10],
    ["p50 ms", 7],
    ["p99 ms", 7],
    ["errors", 7],
    ["KB/page", 8],
    ["target", 0, "padEnd"],
  ];
  const line = (cells) =>
    cells
      .map((cell, i) => String(cell)[cols[i][2] ?? "padStart"](cols[i][1]))
      .join(" ")
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(cols.map(([name]) => name)));
  const ceiling = results.about?.rps ?? 0;
  for (const [key, label, target] of rows) {
    const r = results[key];
    if (!r) continue;
    const [text, ok] = target?.(r, results) ?? [];
    console.log(
      line([
        label,
        r.rps.toFixed(0),
        pct(r.rps, ceiling),
        r.p50,
        r.p99,
        r.errors,
        r.kb.toFixed(0),
        text ? `${mark(ok)} ${text}` : "",
      ]),
    );
  }
  const redirects = Object.values(results).reduce((n, r) => n + r.redirects, 0);
  if (redirects) console.log(`(${redirects} answers were redirects, a page past the last: not errors)`);
  console.log("");
  printMemory("Memory, peak summed RSS during the searches", memory.peak);
  if (memory.idle) printMemory(`Memory, idle ${memory.idle.seconds} s after the last row`, memory.idle);
}

function printMemory(label, { total, groups }) {
  const parts = Object.entries(groups).map(([name, mb]) =>
    name === "postgres" ? `PostgreSQL ${mb.toFixed(0)} (not counted)` : `${name} ${mb.toFixed(0)}`,
  );
  console.log(
    `${label}: ${total.toFixed(0)} MB ${mark(total <= MB_TARGET)} ≤${MB_TARGET} MB  (${parts.join(", ")} MB)`,
  );
}

import autocannon from "autocannon";

const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r["4xx"] + r["5xx"],
  // A never-seen search may ask for a page past its last, which the app answers with a redirect.
  redirects: r["3xx"],
  kb: r.requests.average ? r.throughput.average / r.requests.average / 1024 : 0, // uncompressed: no gzip asked
});

/** Loads `base + target`, or with a function as target a new path from it on every request. */
export async function load(base, target, { connections, duration }) {
  const options = { url: base + (typeof target === "string" ? target : ""), connections, duration };
  if (typeof target === "function") {
    options.requests = [
      {
        setupRequest(req) {
          req.path = target();
          return req;
        },
      },
    ];
  }
  return summary(await autocannon(options));
}

/**
 * Runs each scenario (a function giving { row: result }) once per round, in turn, and keeps each row's
 * median round: a burst of other work on a shared machine then skews one round of every row rather
 * than all of one row. Errors and redirects are summed over the rounds.
 */
export async function inRounds(scenarios, rounds) {
  const results = {};
  for (let round = 0; round < rounds; round++) {
    for (const scenario of scenarios) {
      for (const [row, result] of Object.entries(await scenario())) (results[row] ??= []).push(result);
    }
  }
  return Object.fromEntries(
    Object.entries(results).map(([row, list]) => [
      row,
      {
        ...[...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)],
        errors: list.reduce((n, r) => n + r.errors, 0),
        redirects: list.reduce((n, r) => n + r.redirects, 0),
      },
    ]),
  );
}

import { expect } from "@playwright/test";
import { applicationRows, crashed, type Context } from "../context";
import { figures, runLoad } from "../load";
import { record } from "../report";

// Web B is SIGKILLed 10 s into a 30-second mixed load through the balancer: no application fails
// or is lost or doubled, under 1% of requests fail, and only those around the kill.

const KILL_WINDOW_MS = 2000;

export async function webInstanceKilled(context: Context) {
  const { cluster } = context;
  const started = performance.now();
  const load = runLoad({
    site: cluster.site,
    jobIds: context.jobIds,
    pairs: context.pairs,
    durationMs: 30_000,
  });
  await new Promise((r) => setTimeout(r, 10_000));
  const killedAt = performance.now();
  await cluster.webB.kill();
  let samples;
  try {
    samples = await load;
  } finally {
    // Back to two instances for the next scenarios, as an orchestrator would bring it back.
    await cluster.webB.start();
  }

  const failed = samples.filter((s) => !s.ok);
  const outsideKill = failed.filter((s) => s.end < killedAt || s.start > killedAt + KILL_WINDOW_MS);
  const during = samples.filter((s) => s.end >= killedAt && s.start <= killedAt + KILL_WINDOW_MS);
  const applies = samples.filter((s) => s.kind === "apply");
  const rows = await applicationRows(context, samples);
  const all = figures(samples);
  record("Web instance B killed (SIGKILL) 10 s into 30 s of mixed load", {
    requests: all.requests,
    errors: `${all.errors} (${(all.errorRate * 100).toFixed(2)}%)`,
    "p50 / p99 (ms)": `${all.p50} / ${all.p99}`,
    "p99 around the kill (ms)": figures(during).p99,
    applications: `${applies.length} sent, ${applies.filter((s) => s.ok).length} succeeded, ${rows.succeeded.rows} rows, ${rows.succeeded.duplicated} doubled`,
    "failures, kinds":
      failed
        .map(
          (s) =>
            `${s.kind} ${s.status} via ${s.upstream} at ${Math.round(s.start - started)}–${Math.round(s.end - started)} ms`,
        )
        .join(", ") || "none",
  });

  expect(crashed(context), "processes that stopped").toEqual([]);
  expect(applies.length).toBeGreaterThan(50);
  expect(
    applies.filter((s) => !s.ok).map((s) => `${s.status} ${s.body}`),
    "failed applications",
  ).toEqual([]);
  expect(rows.succeeded, "one application row with its CV per application made").toEqual({
    rows: applies.length,
    duplicated: 0,
    files: applies.length,
  });
  expect(all.errorRate, "error rate").toBeLessThan(0.01);
  expect(
    outsideKill.map((s) => `${s.kind} ${s.status}`),
    "errors away from the kill",
  ).toEqual([]);
}

import { percentile } from "../../cluster/load";
import type { Interval } from "./soak";

// The soak's targets (issue 33): no error; each process's RSS within ±10% of its value at the end of
// the warm-up; p99 drifting by at most 20%. The warm-up is the first sixth of the intervals (5 minutes
// of 30). The drift compares two windows as long as the warm-up: the p99 of all requests in the
// intervals right after it (minutes 6-10) with the p99 of all requests in the last ones (26-30).
// Only a slower end counts against the target: faster is no drift to worry about.

export const RSS_BAND = 0.1;
export const P99_DRIFT = 0.2;

export function soakVerdict(intervals: Interval[]) {
  const warmUp = Math.max(1, Math.round(intervals.length / 6));
  const baseline = intervals[warmUp - 1]?.rssMb ?? {};
  const after = intervals.slice(warmUp);
  const rss = Object.entries(baseline).map(([name, mb]) => {
    const values = after.map((interval) => interval.rssMb[name]);
    const deviation = Math.max(0, ...values.map((value) => Math.abs(value / mb - 1)));
    return {
      name,
      baselineMb: mb,
      minMb: Math.min(mb, ...values),
      maxMb: Math.max(mb, ...values),
      deviation,
      ok: deviation <= RSS_BAND,
    };
  });
  const step = intervals[0]?.at ?? 0;
  /** Seconds from the start of the load: the window's requests were answered between `from` and `to`. */
  const window = (list: Interval[]) => {
    const latencies = list.flatMap((interval) => interval.latencies);
    return {
      from: (list[0]?.at ?? step) - step,
      to: list.at(-1)?.at ?? 0,
      p99: Math.round(percentile(latencies, 99)),
    };
  };
  const early = window(after.slice(0, warmUp));
  const late = window(after.slice(-warmUp));
  const drift = early.p99 ? late.p99 / early.p99 - 1 : 0;
  const errors = intervals.reduce((n, interval) => n + interval.errors + interval.signIns.errors, 0);
  const p99 = { early, late, drift, ok: drift <= P99_DRIFT };
  return {
    warmUpSeconds: intervals[warmUp - 1]?.at ?? 0,
    /** Too few intervals to tell the windows apart: the verdict says little. */
    tooShort: after.length < 2,
    errors: { count: errors, ok: errors === 0 },
    rss,
    p99,
    ok: errors === 0 && rss.every((r) => r.ok) && p99.ok && after.length >= 2,
  };
}

export type SoakVerdict = ReturnType<typeof soakVerdict>;

import type { Interval } from "./soak";
import { soakVerdict } from "./soak-verdict";

const none = { requests: 0, errors: 0, errorRate: 0, p50: 0, p99: 0 };

/** Minute `at` of a soak: its RSS, its requests' times (ms) and its errors. */
function minute(at: number, rssMb: Record<string, number>, latencies: number[], errors = 0): Interval {
  return {
    at: at * 60,
    rssMb,
    requests: latencies.length,
    errors,
    errorRate: 0,
    p50: 0,
    p99: 0,
    signIns: none,
    byKind: {},
    latencies,
  };
}

/** 30 minutes: RSS and times from functions of the minute (1-30). */
const soak = (rss: (m: number) => number, time: (m: number) => number, errors = () => 0) =>
  Array.from({ length: 30 }, (_, i) =>
    minute(
      i + 1,
      { web: rss(i + 1) },
      Array.from({ length: 100 }, () => time(i + 1)),
      errors(),
    ),
  );

describe("the soak's verdict", () => {
  it("passes a steady run, whatever the first five minutes did", () => {
    const verdict = soakVerdict(
      soak(
        (m) => (m < 5 ? 100 + m * 50 : 400),
        (m) => (m < 5 ? 900 : 50),
      ),
    );
    expect(verdict.ok).toBe(true);
    expect(verdict.warmUpSeconds).toBe(300);
    expect(verdict.rss).toEqual([expect.objectContaining({ name: "web", baselineMb: 400, deviation: 0 })]);
  });

  it("fails memory that keeps growing past 10% of its value at minute 5", () => {
    const verdict = soakVerdict(
      soak(
        (m) => 400 + m * 2,
        () => 50,
      ),
    );
    expect(verdict.rss[0]).toMatchObject({ baselineMb: 410, maxMb: 460, ok: false });
    expect(verdict.ok).toBe(false);
  });

  it("compares the p99 of minutes 26-30 with that of minutes 6-10", () => {
    const verdict = soakVerdict(
      soak(
        () => 400,
        (m) => (m > 25 ? 61 : 50),
      ),
    );
    expect(verdict.p99).toMatchObject({
      early: { from: 300, to: 600, p99: 50 },
      late: { from: 1500, to: 1800, p99: 61 },
      ok: false,
    });
    expect(verdict.p99.drift).toBeCloseTo(0.22);
  });

  it("does not count a faster end as drift", () => {
    expect(
      soakVerdict(
        soak(
          () => 400,
          (m) => (m > 25 ? 20 : 50),
        ),
      ).p99.ok,
    ).toBe(true);
  });

  it("fails on any error", () => {
    const verdict = soakVerdict(
      soak(
        () => 400,
        () => 50,
        () => 1,
      ),
    );
    expect(verdict.errors).toEqual({ count: 30, ok: false });
    expect(verdict.ok).toBe(false);
  });
});

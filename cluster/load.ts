import type { Seeker } from "./sign-in";

// The mixed load of the fault scenarios, all through the balancer: browsing, searches (repeated
// and never seen), job pages, and applications with a CV at a steady pace, each pair of seeker and
// job used once. Every request is kept, with when it started and ended and how it went.

type Kind = "browse" | "search" | "job" | "apply";

export interface Sample<K extends string = Kind> {
  kind: K;
  path: string;
  start: number;
  end: number;
  status: number; // 0: no answer (connection refused or cut, timeout)
  ok: boolean;
  /** The web instance(s) nginx sent it to, in turn. */
  upstream?: string;
  body?: string;
  /** For applications: who applied where. */
  pair?: { seeker: Seeker; jobId: number };
}

export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const WORDS = ["engineer", "nurse", "sales", "accountant", "driver", "teacher", "remote", "designer"];
let unseen = 0;

/**
 * Applies as `seeker` for `jobId` through `origin`: the browser's multipart POST, with a new
 * Idempotency-Key per application as the apply form sends (nginx's resend of it carries the same key).
 */
export function apply(origin: string, site: string, seeker: Seeker, jobId: number, signal?: AbortSignal) {
  const form = new FormData();
  form.set("jobId", String(jobId));
  form.set("resumeFile", new File([new Uint8Array(PDF)], "cv.pdf", { type: "application/pdf" }));
  return fetch(`${origin}/api/applications`, {
    method: "POST",
    headers: {
      cookie: seeker.cookie,
      origin: site,
      "sec-fetch-site": "same-origin",
      "idempotency-key": crypto.randomUUID(),
    },
    body: form,
    signal,
  });
}

/** Every (seeker, job) pair once, seekers taking turns, so no application is refused as a repeat. */
export function* applicationPairs(seekers: Seeker[], jobIds: number[]) {
  for (const jobId of jobIds) for (const seeker of seekers) yield { seeker, jobId };
}

export interface LoadOptions {
  site: string;
  jobIds: number[];
  pairs: Generator<{ seeker: Seeker; jobId: number }>;
  durationMs: number;
  /** Stops the load early when it settles (else it runs for durationMs). */
  stop?: Promise<unknown>;
  /** Concurrent page visitors. */
  visitors?: number;
  applyEveryMs?: number;
  /** Keep the bodies of failed page requests, to check what they say. */
  keepBodies?: boolean;
}

function pagePath(kind: Exclude<Kind, "apply">, jobIds: number[]): string {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  if (kind === "browse") return pick(["/jobs", "/jobs/remote", "/", "/jobs/browse/2"]);
  if (kind === "job") return `/jobs/${pick(jobIds)}`;
  // Half the searches were made before (cached pages), half never (rendered from the API).
  return Math.random() < 0.5 ? `/jobs?q=${pick(WORDS)}` : `/jobs?q=${pick(WORDS)}+${++unseen}x`;
}

/** Makes one request and keeps how it went (the bench's soak times its own kinds of request too). */
export async function timed<K extends string>(
  kind: K,
  path: string,
  request: () => Promise<Response>,
  okStatuses: number[],
  keepBody: boolean,
): Promise<Sample<K>> {
  const start = performance.now();
  try {
    const res = await request();
    const body = await res.text();
    const ok = okStatuses.includes(res.status);
    return {
      kind,
      path,
      start,
      end: performance.now(),
      status: res.status,
      ok,
      upstream: res.headers.get("x-upstream") ?? undefined,
      body: !ok && keepBody ? body : kind === "apply" ? body : undefined,
    };
  } catch (error) {
    return { kind, path, start, end: performance.now(), status: 0, ok: false, body: String(error) };
  }
}

/** Runs the load for `durationMs`; resolves with every request made. Times are performance.now(). */
export async function runLoad(opts: LoadOptions): Promise<Sample[]> {
  const samples: Sample[] = [];
  let until = performance.now() + opts.durationMs;
  void opts.stop?.then(() => (until = 0));
  const timeout = () => AbortSignal.timeout(15_000);
  const visitor = async () => {
    while (performance.now() < until) {
      const kind = (["browse", "search", "job", "job"] as const)[Math.floor(Math.random() * 4)];
      const path = pagePath(kind, opts.jobIds);
      samples.push(
        await timed(
          kind,
          path,
          () => fetch(opts.site + path, { signal: timeout() }),
          [200],
          !!opts.keepBodies,
        ),
      );
    }
  };
  const applicant = async () => {
    const pending: Promise<void>[] = [];
    while (performance.now() < until) {
      const next = opts.pairs.next();
      if (next.done) throw new Error("the load ran out of (seeker, job) pairs to apply with");
      const pair = next.value;
      pending.push(
        timed(
          "apply",
          "/api/applications",
          () => apply(opts.site, opts.site, pair.seeker, pair.jobId, timeout()),
          [201],
          true,
        ).then((sample) => void samples.push({ ...sample, pair })),
      );
      await new Promise((r) => setTimeout(r, opts.applyEveryMs ?? 300));
    }
    await Promise.all(pending);
  };
  await Promise.all([applicant(), ...Array.from({ length: opts.visitors ?? 4 }, visitor)]);
  return samples;
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Requests, errors and p50/p99 latency (ms) of the samples. */
export function figures(samples: Pick<Sample<string>, "start" | "end" | "ok">[]) {
  const latencies = samples.map((s) => s.end - s.start);
  const errors = samples.filter((s) => !s.ok).length;
  return {
    requests: samples.length,
    errors,
    errorRate: samples.length ? errors / samples.length : 0,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

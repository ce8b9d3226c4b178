import { apply, applicationPairs, figures, timed, type Sample } from "../../cluster/load";
import { signInOn, signUpOn, type Seeker } from "../../cluster/sign-in";
import { waitForMail } from "../../services/mail/outbox";

// The soak's load (`npm run bench -- --soak <seconds>`), all through the web app as browsers send
// it, steady for the whole run: `visitors` loops, each sending its next request when the last one
// is answered, of list pages, searches no one made before and job pages of jobs from all over the
// database; and SEEKER_LOOPS seekers, each every CYCLE_MS, signing in through the provider's login
// form (a new session each time), saving a job, opening their saved jobs, unsaving it and applying
// to another job with a CV. Every interval closes with the RSS of each of Kazi's processes.

const SEEKERS = 4;
const SEEKER_LOOPS = 2;
const CYCLE_MS = 2_000;
const TIMEOUT_MS = 15_000;
/** Pages of the job list whose jobs are visited and applied to, picked at random over all its pages. */
const JOB_PAGES = 20;
const KEPT_ERRORS = 20;

export interface SoakOptions {
  site: string;
  issuer: string;
  /** The provider's outbox (.eml files), where the seekers' sign-up links arrive. */
  mailDir: string;
  seconds: number;
  intervalSeconds: number;
  visitors: number;
  /** The next never-seen search page path (scripts/bench/searches.mjs). */
  nextSearch: () => string;
  /** The RSS in MB of each of Kazi's processes now (scripts/bench/memory.mjs). */
  rss: () => Record<string, number>;
  /** Told the RSS as the load starts (the seekers signed up), then of each interval as it closes. */
  onStart: (rssMb: Record<string, number>) => void;
  onInterval: (interval: Interval) => void;
}

type Figures = ReturnType<typeof figures>;

export interface Interval extends Figures {
  /** Seconds from the start of the load to the end of this interval. */
  at: number;
  rssMb: Record<string, number>;
  /** Sign-ins (whole flows: next-auth, the provider's login form, the callback), apart from requests. */
  signIns: Figures;
  byKind: Record<string, Figures>;
  /** Every request's time (ms), for the p99 of several intervals together. */
  latencies: number[];
}

export interface Failure {
  at: number;
  kind: string;
  path: string;
  status: number;
  body?: string;
}

const int = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: T[]) => list[int(list.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Job ids from JOB_PAGES pages picked at random over the whole list. */
async function sampleJobIds(site: string): Promise<number[]> {
  const page = async (n: number) => {
    const res = await fetch(`${site}/api/v1/jobs?pageSize=100&pageNumber=${n}`);
    if (!res.ok) throw new Error(`GET /api/v1/jobs answered ${res.status}`);
    return (await res.json()) as { jobs: { id: number }[]; totalPages: number };
  };
  const { totalPages } = await page(1);
  const numbers = new Set(Array.from({ length: JOB_PAGES }, () => 1 + int(totalPages)));
  const ids = (await Promise.all([...numbers].map(page))).flatMap((p) => p.jobs.map((job) => job.id));
  return [...new Set(ids)].sort(() => Math.random() - 0.5);
}

/** An interval's figures from the samples answered in it (sign-ins apart from the requests). */
function close(samples: Sample<string>[], at: number, rssMb: Record<string, number>): Interval {
  const requests = samples.filter((s) => s.kind !== "sign-in");
  const kinds = [...new Set(samples.map((s) => s.kind))].sort();
  return {
    at,
    rssMb,
    ...figures(requests),
    signIns: figures(samples.filter((s) => s.kind === "sign-in")),
    byKind: Object.fromEntries(kinds.map((kind) => [kind, figures(samples.filter((s) => s.kind === kind))])),
    latencies: requests.map((s) => s.end - s.start),
  };
}

export async function runSoak(opts: SoakOptions) {
  const { site, issuer } = opts;
  const jobIds = await sampleJobIds(site);
  const identity = {
    issuer,
    verificationLink: async (email: string) => {
      const link = new RegExp(`${issuer}/(?:interaction/[\\w-]+/)?verify-email\\?token=[\\w.-]+`);
      return (await waitForMail(opts.mailDir, email, link)).match[0];
    },
  };
  const seekers: Seeker[] = [];
  for (let i = 0; i < SEEKERS; i++) seekers.push(await signUpOn(site, site, identity));
  const pairs = applicationPairs(seekers, jobIds);

  const rssAtStart = opts.rss();
  opts.onStart(rssAtStart);
  const start = performance.now();
  const count = Math.ceil(opts.seconds / opts.intervalSeconds);
  const until = start + count * opts.intervalSeconds * 1000;
  let current: Sample<string>[] = [];
  const failures: Failure[] = [];
  const keep = (sample: Sample<string>) => {
    current.push(sample);
    if (!sample.ok && failures.length < KEPT_ERRORS) {
      const { kind, path, status, body } = sample;
      failures.push({ at: (sample.end - start) / 1000, kind, path, status, body: body?.slice(0, 300) });
    }
  };
  const send = (kind: string, path: string, request: () => Promise<Response>, okStatuses = [200]) =>
    timed(kind, path, request, okStatuses, true).then(keep);
  const get = (kind: string, path: string, init: RequestInit = {}) =>
    send(kind, path, () => fetch(site + path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }));
  /** A sign-in, timed as one: next-auth's start, the provider's login form, the web app's callback. */
  const signIn = async (seeker: Seeker) => {
    const sample = { kind: "sign-in", path: "/api/auth/signin/oidc", start: performance.now() };
    try {
      const signedIn = await signInOn(site, site, issuer, seeker);
      keep({ ...sample, end: performance.now(), status: 200, ok: true });
      return signedIn;
    } catch (error) {
      keep({ ...sample, end: performance.now(), status: 0, ok: false, body: String(error) });
      return undefined;
    }
  };

  const visitor = async () => {
    while (performance.now() < until) {
      const kind = pick(["browse", "search", "job", "job"]);
      const path =
        kind === "browse"
          ? pick(["/", "/jobs", `/jobs/browse/${2 + int(20)}`, "/jobs/remote", "/jobs/internships"])
          : kind === "search"
            ? opts.nextSearch()
            : `/jobs/${pick(jobIds)}`;
      await get(kind, path);
    }
  };
  const seekerLoop = async () => {
    while (performance.now() < until) {
      const next = performance.now() + CYCLE_MS;
      const { value: pair, done } = pairs.next();
      if (done) throw new Error("the soak ran out of (seeker, job) pairs to apply with");
      const seeker = await signIn(pair.seeker);
      if (seeker) {
        // Not following redirects: signed in, a redirect (to the login screen) is a failure.
        const headers = { cookie: seeker.cookie, origin: site, "sec-fetch-site": "same-origin" };
        const saved = `/api/jobs/${pick(jobIds)}/save`;
        await get("save", saved, { headers, method: "POST", redirect: "manual" });
        await get("saved jobs", "/saved-jobs", { headers, redirect: "manual" });
        await get("unsave", saved, { headers, method: "DELETE", redirect: "manual" });
        const signal = AbortSignal.timeout(TIMEOUT_MS);
        await send("apply", "/api/applications", () => apply(site, site, seeker, pair.jobId, signal), [201]);
      }
      await sleep(next - performance.now());
    }
  };

  const intervals: Interval[] = [];
  const recorder = async () => {
    for (let i = 1; i <= count; i++) {
      await sleep(start + i * opts.intervalSeconds * 1000 - performance.now());
      const interval = close(current, i * opts.intervalSeconds, opts.rss());
      current = [];
      intervals.push(interval);
      opts.onInterval(interval);
    }
  };
  await Promise.all([
    recorder(),
    ...Array.from({ length: opts.visitors }, visitor),
    ...Array.from({ length: SEEKER_LOOPS }, seekerLoop),
  ]);
  const load = { visitors: opts.visitors, seekers: SEEKERS, seekerLoops: SEEKER_LOOPS, cycleMs: CYCLE_MS };
  return { load, jobIds: jobIds.length, rssAtStart, intervals, failures };
}

export type SoakResult = Awaited<ReturnType<typeof runSoak>>;

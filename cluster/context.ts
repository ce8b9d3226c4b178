import pg from "pg";
import { startCluster, type Cluster } from "./cluster";
import { applicationPairs, type Sample } from "./load";
import { record } from "./report";
import { signUpOn, type Seeker } from "./sign-in";

// What every scenario works with: the cluster, seekers signed up through both web instances, the
// open jobs to visit and apply to, and a connection to PostgreSQL to count rows.

export interface Context {
  cluster: Cluster;
  /** The web instances' own addresses (not the balancer's). */
  webA: string;
  webB: string;
  seekers: Seeker[];
  jobIds: number[];
  /** Open jobs the load never visits: their pages are not in any cache. */
  spareJobIds: number[];
  pairs: ReturnType<typeof applicationPairs>;
  db: pg.Pool;
  employerToken(): Promise<string>;
}

export async function startContext(): Promise<Context> {
  const started = performance.now();
  const cluster = await startCluster();
  const clusterUp = performance.now();
  try {
    const webA = `http://127.0.0.1:${cluster.webA.port}`;
    const webB = `http://127.0.0.1:${cluster.webB.port}`;
    const seekers: Seeker[] = [];
    for (let i = 0; i < 8; i++)
      seekers.push(await signUpOn(i % 2 ? webB : webA, cluster.site, cluster.identity));
    const page = async (n: number) => {
      const list = await fetch(`${cluster.site}/api/v1/jobs?pageSize=100&pageNumber=${n}`);
      if (!list.ok) throw new Error(`GET /api/v1/jobs answered ${list.status}`);
      return ((await list.json()) as { jobs: { id: number }[] }).jobs.map((job) => job.id);
    };
    const [jobIds, spareJobIds] = await Promise.all([page(1), page(2)]);
    record("Start", {
      "cluster up, deployed in order (s)": ((clusterUp - started) / 1000).toFixed(1),
      "of which": cluster.phases.join(", "),
      "8 seekers signed up, jobs listed (s)": ((performance.now() - clusterUp) / 1000).toFixed(1),
    });
    const db = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
    db.on("error", () => {}); // PostgreSQL restarts under it
    return {
      cluster,
      webA,
      webB,
      seekers,
      jobIds,
      spareJobIds,
      pairs: applicationPairs(seekers, jobIds),
      db,
      employerToken: () => cluster.identity.employerToken("jobs:write"),
    };
  } catch (error) {
    console.error(cluster.logs());
    await cluster.stop();
    throw error;
  }
}

/** Whether each Kazi process still runs (none crashed); SIGKILLed ones are restarted by their scenario. */
export function crashed(context: Context): string[] {
  const { apis, webA, webB } = context.cluster;
  return [...apis, webA, webB]
    .filter((i) => {
      try {
        return !i.pid || !process.kill(i.pid, 0);
      } catch {
        return true;
      }
    })
    .map((i) => i.name);
}

/** The user id (the provider's sub) of a signed-in seeker, from the web app's session. */
async function userIdOf(context: Context, seeker: Seeker): Promise<string> {
  const res = await fetch(`${context.cluster.site}/api/auth/session`, { headers: { cookie: seeker.cookie } });
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/**
 * Application rows in PostgreSQL for the load's applications: how many there are for the pairs that
 * got a 201, for the pairs that did not, and pairs with more than one row.
 */
export async function applicationRows(context: Context, samples: Sample[]) {
  const applies = samples.filter((s) => s.kind === "apply" && s.pair);
  const ids = new Map<Seeker, string>();
  for (const s of applies)
    if (!ids.has(s.pair!.seeker)) ids.set(s.pair!.seeker, await userIdOf(context, s.pair!.seeker));
  const count = async (list: Sample[]) => {
    if (list.length === 0) return { rows: 0, duplicated: 0, files: 0 };
    const users = list.map((s) => ids.get(s.pair!.seeker)!);
    const jobs = list.map((s) => s.pair!.jobId);
    const { rows } = await context.db.query<{ rows: string; duplicated: string; files: string }>(
      `with wanted as (select * from unnest($1::text[], $2::int[]) as w(user_id, job_id)),
            found as (select a.id, a.user_id, a.job_id from applications a join wanted using (user_id, job_id))
       select (select count(*) from found) as rows,
              (select count(*) from (select 1 from found group by user_id, job_id having count(*) > 1) d) as duplicated,
              (select count(*) from application_files f join found on f.application_id = found.id
                where f.kind = 'resume') as files`,
      [users, jobs],
    );
    return {
      rows: Number(rows[0].rows),
      duplicated: Number(rows[0].duplicated),
      files: Number(rows[0].files),
    };
  };
  return {
    succeeded: await count(applies.filter((s) => s.ok)),
    failed: await count(applies.filter((s) => !s.ok)),
  };
}

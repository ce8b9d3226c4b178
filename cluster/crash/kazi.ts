import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { decode } from "next-auth/jwt";
import pg from "pg";
import { WEB_CLIENT, type TestIdentity } from "../../services/identity/testing";
import { dirs } from "../../e2e/slot";
import { instance, type Instance } from "../instances";
import { clusterPorts, site } from "../ports";
import { startClusterPostgres, type ClusterPostgres } from "../postgres";
import { signUpOn } from "../sign-in";
import type { ListedKeys } from "./check";
import { SeekerModel } from "./model";
import type { CrashSeeker } from "./stream";

// Kazi as `npm start` runs it, on one database: the product API as its own process and, when the
// kills take it down too, the web server on the browser tests' build. The identity provider is the
// real one, in a process of its own that no kill touches.

export type DbKind = "pglite" | "postgres";

const root = resolve(__dirname, "../..");
const slot = process.env.E2E_SLOT ? `-${process.env.E2E_SLOT}` : "";
const crashWork = join(root, `.data-crash${slot}`);
export const AUDIENCE = `${site}/api/v1`;
const SESSION_SECRET = "crash-test-only-session-secret-0123456789abcdef";
const REVALIDATE_SECRET = "crash-test-only-revalidate-secret-0123456789abcdef";

export interface Kazi {
  db: DbKind;
  api: Instance;
  web?: Instance;
  apiOrigin: string;
  webOrigin: string;
  uploadsDir: string;
  /** PostgreSQL: the stored files' keys that rows name, and those listed for removal. */
  listedKeys?: ListedKeys;
  logs(): string;
  stop(): Promise<void>;
}

export async function startKazi(db: DbKind, identity: TestIdentity, { web }: { web: boolean }) {
  const work = join(crashWork, db);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  let postgres: ClusterPostgres | undefined;
  if (db === "postgres") postgres = await startClusterPostgres(clusterPorts.postgres, { durable: true });
  const common = {
    AUTH_ISSUER: identity.issuer,
    AUTH_AUDIENCE: AUDIENCE,
    SITE_URL: site,
    LOG_LEVEL: "warn",
    REDIS_URL: undefined,
    REVALIDATE_SECRET,
  };
  const apiDataDir = join(work, "api");
  const api = instance({
    name: "api",
    port: clusterPorts.api1,
    root,
    workDir: work,
    script: "services/product-api/server.ts",
    readyPath: "/api/ready",
    env: {
      ...common,
      HOST: "127.0.0.1",
      DATA_DIR: apiDataDir,
      DATABASE_URL: postgres?.url,
      REVALIDATE_URL: `${site}/api/revalidate`,
    },
  });
  const webServer = web
    ? instance({
        name: "web",
        port: Number(new URL(site).port),
        root,
        workDir: work,
        script: "scripts/web-server.ts",
        readyPath: "/api/ready",
        env: {
          ...common,
          DATABASE_URL: undefined,
          AUTH_CLIENT_SECRET: WEB_CLIENT.secret,
          NEXT_DIST_DIR: dirs.dist,
          NEXT_TELEMETRY_DISABLED: "1",
          NEXTAUTH_URL: site,
          NEXTAUTH_SECRET: SESSION_SECRET,
          PRODUCT_API_URL: `http://127.0.0.1:${clusterPorts.api1}`,
          DATA_DIR: join(work, "web"),
        },
      })
    : undefined;
  const all = [api, webServer].filter((i): i is Instance => !!i);
  const pool = postgres && new pg.Pool({ connectionString: postgres.url, max: 1 });
  const keys = async (query: string) =>
    new Set((await pool!.query<{ key: string }>(query)).rows.map((r) => r.key));
  const kazi: Kazi = {
    db,
    api,
    web: webServer,
    apiOrigin: `http://127.0.0.1:${clusterPorts.api1}`,
    webOrigin: `http://127.0.0.1:${new URL(site).port}`,
    uploadsDir: join(apiDataDir, "uploads"),
    listedKeys:
      pool &&
      (async () => ({
        rows: await keys("select storage_key as key from application_files"),
        listed: await keys("select storage_key as key from file_deletions"),
      })),
    logs: () => all.map((i) => `--- ${i.name}: ${i.log}`).join("\n"),
    async stop() {
      await Promise.all(all.map((i) => i.stop()));
      await pool?.end();
      postgres?.destroy();
    },
  };
  try {
    await api.start();
    await webServer?.start();
  } catch (error) {
    await kazi.stop();
    throw error;
  }
  return kazi;
}

/** The access token in a signed-in browser's session cookie: the checks read the seeker's data with it. */
async function tokenOfSession(cookie: string): Promise<string> {
  const jar = new Map(cookie.split("; ").map((pair) => pair.split("=", 2) as [string, string]));
  const name = "next-auth.session-token";
  const value =
    jar.get(name) ??
    [...jar.keys()]
      .filter((key) => key.startsWith(`${name}.`))
      .sort((a, b) => Number(a.split(".").pop()) - Number(b.split(".").pop()))
      .map((key) => jar.get(key))
      .join("");
  const token = await decode({ token: value, secret: SESSION_SECRET });
  if (typeof token?.accessToken !== "string") throw new Error("the session holds no access token");
  return token.accessToken;
}

/** Seekers writing straight to the API, and (with the web server) through its /api routes. */
export async function crashSeekers(kazi: Kazi, identity: TestIdentity, jobIds: number[]) {
  const seekers: CrashSeeker[] = [];
  const add = (label: string, via: CrashSeeker["via"]) =>
    seekers.push({
      label,
      via,
      api: kazi.apiOrigin,
      model: new SeekerModel(label),
      jobs: [...jobIds].sort(() => Math.random() - 0.5),
    });
  for (let i = 1; i <= 3; i++) {
    const { accessToken } = await identity.seekerToken({ name: `API Seeker ${i}` });
    add(`api-seeker-${i}`, { kind: "api", origin: kazi.apiOrigin, site, token: accessToken });
  }
  if (kazi.web)
    for (let i = 1; i <= 2; i++) {
      const { cookie } = await signUpOn(kazi.webOrigin, site, identity);
      const token = await tokenOfSession(cookie);
      add(`web-seeker-${i}`, { kind: "web", origin: kazi.webOrigin, site, token, cookie });
    }
  return seekers;
}

/** Open jobs to apply to and save. */
export async function openJobs(kazi: Kazi, pages = 3): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= pages; page++) {
    const res = await fetch(`${kazi.apiOrigin}/api/v1/jobs?pageSize=100&pageNumber=${page}`);
    if (!res.ok) throw new Error(`GET /api/v1/jobs answered ${res.status}`);
    ids.push(...((await res.json()) as { jobs: { id: number }[] }).jobs.map((job) => job.id));
  }
  return ids;
}

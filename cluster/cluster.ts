import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { cp } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { startTestIdentity, WEB_CLIENT, type TestIdentity } from "../services/identity/testing";
import { startTestS3, type TestS3 } from "../services/product-api/testing/s3";
import { startTestRedis, type TestRedis } from "../services/rate-limit/testing";
import { startBalancer, type Balancer } from "./nginx.mjs";
import { instance, type Instance } from "./instances";
import { startClusterPostgres, type ClusterPostgres } from "./postgres";
import { clusterDirs, clusterPorts as ports, site } from "./ports";

// Kazi as README "Running in production" deploys it, on loopback: PostgreSQL, Redis, an S3 server, the identity provider,
// two product API instances, two web instances (web A on API 1, web B on API 2) and nginx in front.

const root = resolve(__dirname, "..");
const run = promisify(execFile);
const AUDIENCE = `${site}/api/v1`;
const SESSION_SECRET = "cluster-only-session-secret-0123456789abcdef";
const REVALIDATE_SECRET = "cluster-only-revalidate-secret-0123456789abcdef";
// Each instance has a data folder of its own, so none may make its own: both APIs sign and check the
// same unsubscribe links.
const ALERTS_SECRET = "cluster-only-alerts-secret-0123456789abcdef";

export interface Cluster {
  /** How long each part of the start took. */
  phases: string[];
  site: string;
  postgres: ClusterPostgres;
  s3: TestS3;
  identity: TestIdentity;
  apis: [Instance, Instance];
  webA: Instance;
  webB: Instance;
  balancer: Balancer;
  /** Redis stopped or started again at the same address. */
  redis: { url: string; stop(): Promise<void>; start(): Promise<void> };
  /** The last lines of every Kazi process's log, for a failure's report. */
  logs(): string;
  stop(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const work = join(root, clusterDirs.work);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const builds = { a: `${clusterDirs.build}-cluster-a`, b: `${clusterDirs.build}-cluster-b` };
  // Each machine has its own copy of the build: nothing on disk is shared between instances. Not
  // the build's own cache, nor the standalone folder: scripts/web-server.ts serves the build itself.
  const source = join(root, clusterDirs.build);
  const skipped = [join(source, "cache"), join(source, "standalone")];
  const copies = Object.values(builds).map(async (dir) => {
    rmSync(join(root, dir), { recursive: true, force: true });
    await cp(source, join(root, dir), { recursive: true, filter: (path) => !skipped.includes(path) });
  });
  let redis: TestRedis | undefined;
  const [postgres, s3, identity] = await Promise.all([
    startClusterPostgres(ports.postgres),
    startTestS3({ bucket: "kazi-cvs" }),
    startTestIdentity({ siteUrl: site, audience: AUDIENCE }),
    startTestRedis({ port: ports.redis }).then((started) => void (redis = started)),
    ...copies,
  ]);
  const redisUrl = redis!.url;

  const services = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redisUrl,
    AUTH_ISSUER: identity.issuer,
    AUTH_AUDIENCE: AUDIENCE,
    SITE_URL: site,
    LOG_LEVEL: "warn",
    ALERTS_SECRET,
    AUTH_CLIENT_SECRET: WEB_CLIENT.secret,
  };
  const api = (name: string, port: number) =>
    instance({
      name,
      port,
      root,
      workDir: work,
      script: "services/product-api/server.ts",
      readyPath: "/api/ready",
      env: {
        ...services,
        HOST: "127.0.0.1",
        DATA_DIR: join(work, name),
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        // Job writes expire cached pages through whichever web instance the balancer picks.
        REVALIDATE_URL: `${site}/api/revalidate`,
        REVALIDATE_SECRET,
      },
    });
  const web = (name: string, port: number, distDir: string, apiPort: number) =>
    instance({
      name,
      port,
      root,
      workDir: work,
      script: "scripts/web-server.ts",
      readyPath: "/api/ready",
      env: {
        ...services,
        DATABASE_URL: undefined,
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: "1",
        NEXTAUTH_URL: site,
        NEXTAUTH_SECRET: SESSION_SECRET,
        PRODUCT_API_URL: `http://127.0.0.1:${apiPort}`,
        REVALIDATE_SECRET,
        DATA_DIR: join(work, name),
      },
    });
  const apis: [Instance, Instance] = [api("api-1", ports.api1), api("api-2", ports.api2)];
  const webA = web("web-a", ports.webA, builds.a, ports.api1);
  const webB = web("web-b", ports.webB, builds.b, ports.api2);
  const all = [...apis, webA, webB];
  const logs = () =>
    all
      .map((i) => {
        let text = "";
        try {
          text = readFileSync(i.log, "utf8");
        } catch {
          // Never started.
        }
        return `--- ${i.name} (last lines) ---\n${text.split("\n").slice(-30).join("\n")}`;
      })
      .join("\n");

  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(all.map((i) => i.stop()));
    await Promise.all([identity.close(), s3.stop(), redis?.stop()]);
    postgres.destroy();
    for (const dir of Object.values(builds)) rmSync(join(root, dir), { recursive: true, force: true });
  };
  const phases: string[] = [];
  let mark = performance.now();
  const phase = (name: string) => {
    phases.push(`${name} ${((performance.now() - mark) / 1000).toFixed(1)} s`);
    mark = performance.now();
  };
  phase("databases, S3, identity provider, build copies");
  try {
    // The deploy order: migrations (npm run migrate), the APIs (the first seeds the demo jobs into the
    // empty database), then the web instances.
    await run(process.execPath, ["--import", "tsx", "services/product-api/db/migrate-cli.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: postgres.url, NODE_OPTIONS: "" },
    });
    phase("migrations");
    await apis[0].start();
    phase("first API (seeds)");
    await Promise.all([apis[1].start(), webA.start(), webB.start()]);
    phase("second API and the web instances");
    balancer = await startBalancer({ port: ports.balancer, upstreams: [ports.webA, ports.webB] });
  } catch (error) {
    console.error(logs());
    await stop();
    throw error;
  }
  return {
    phases,
    site,
    postgres,
    s3,
    identity,
    apis,
    webA,
    webB,
    balancer,
    redis: {
      url: redisUrl,
      stop: async () => {
        await redis?.stop();
        redis = undefined;
      },
      start: async () => void (redis = await startTestRedis({ port: ports.redis })),
    },
    logs,
    stop,
  };
}

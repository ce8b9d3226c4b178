// The Kazi the bench measures: a production build in .next-bench, the embedded identity provider, the
// product API in its own process (PGlite under .data-bench/N, with the provider inside it, or a
// throwaway PostgreSQL) and the web app, each on its own port, all as `npm start` runs them. With `webInstances`, that many web
// instances behind nginx (cluster/nginx.mjs), sharing Next's cache in a Redis of their own, as
// README "Running in production" deploys them.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "node:net";
import { createInterface } from "node:readline";
import {
  bin,
  identityInProductApi,
  markBuilt,
  needsBuild,
  productApiProcess,
  root,
  run,
  runLast,
  runService,
  runToEnd,
  startProductApi,
  waitFor,
  WEB_NODE_FLAGS,
} from "../lib.mjs";
import { startBalancer } from "../../cluster/nginx.mjs";

/**
 * The ports from `port` (the site's, 3400 unless --port): the product API, the provider and Redis take
 * the next three, and web instance i, when there is a balancer in front, port + 10 + i.
 */
const portsFrom = (port) => ({
  web: port,
  api: port + 1,
  identity: port + 2,
  redis: port + 3,
  instance: port + 10,
});
const quiet = { stdio: ["ignore", "ignore", "inherit"] };

/** A throwaway PostgreSQL 15 cluster (scripts/bench/postgres.ts), stopped after the API and deleted. */
async function startPostgres() {
  const child = runLast("node", ["--import", "tsx", "scripts/bench/postgres.ts"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith("{")) {
      child.stdout.resume();
      return JSON.parse(line).url;
    }
  }
  throw new Error("PostgreSQL did not start (see above).");
}

/** A redis-server without persistence, stopped after everything else. */
async function startRedis(port) {
  const dir = mkdtempSync(join(tmpdir(), "kazi-bench-redis-"));
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  runLast("/usr/bin/redis-server", [...args, "--dir", dir], quiet);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (ok) return `redis://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("redis-server did not start (apt-get install redis-server).");
}

async function step(what, cmd, args, opts) {
  if ((await runToEnd(cmd, args, opts)) !== 0) throw new Error(`${what} failed (see above).`);
}

export async function startKazi({ jobs, db, webInstances, profileDir, port = 3400 }) {
  const ports = portsFrom(port);
  // The bench measures the processes it starts, whatever the shell says.
  delete process.env.PRODUCT_API_URL;
  delete process.env.REVALIDATE_URL;
  const base = `http://localhost:${ports.web}`;
  const postgresUrl = db === "postgres" ? await startPostgres() : undefined;
  const redisUrl = webInstances ? await startRedis(ports.redis) : undefined;
  const shared = {
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    DATA_DIR: `.data-bench/${jobs}`,
    IDENTITY_PORT: String(ports.identity),
    AUTH_ISSUER: undefined, // the embedded provider, on its bench port
    DATABASE_URL: undefined,
    REDIS_URL: redisUrl,
    CPU_PROFILE_DIR: profileDir, // services/operations/cpu-profile.ts
  };
  const web = {
    ...shared,
    NEXT_DIST_DIR: ".next-bench",
    SITE_URL: base,
    NEXTAUTH_URL: base,
    NEXTAUTH_SECRET: "bench-only-session-secret-0123456789",
  };
  const api = productApiProcess({ webPort: ports.web, apiPort: ports.api });
  const database = { ...shared, DATABASE_URL: postgresUrl };

  console.log(`Seeding ${jobs} jobs into ${postgresUrl ? "PostgreSQL" : `PGlite (${shared.DATA_DIR})`}...`);
  await step("Seeding", bin("tsx"), ["services/product-api/seed/cli.ts", "--jobs", String(jobs), "--reset"], {
    env: database,
  });
  if (needsBuild(".next-bench", web)) {
    await step("The build", bin("next"), ["build"], { env: web });
    markBuilt(".next-bench", web);
  }

  // As `npm start`: with PGlite the provider runs inside the product API, on its engine.
  const identityInApi = identityInProductApi(api, postgresUrl);
  const identityArgs = ["--import", "tsx", "services/identity/server.ts"];
  const identityOpts = { ...quiet, env: { ...shared, SITE_URL: base } };
  if (!identityInApi && !existsSync(join(root, shared.DATA_DIR, "identity"))) {
    // PGlite keeps ~800 MB after creating a database, until its process restarts. Create it in a first
    // run, so that the memory measured is the provider's as every start after the first finds it.
    const first = run("node", identityArgs, identityOpts);
    await waitFor(`http://localhost:${ports.identity}/.well-known/openid-configuration`);
    await new Promise((resolve) => first.once("exit", resolve).kill("SIGTERM"));
  }
  const identity = identityInApi
    ? undefined
    : runService("identity provider", "node", identityArgs, identityOpts);
  const apiProcess = await startProductApi(
    { ...database, ...api.apiEnv, ...(identityInApi && { IDENTITY_IN_PRODUCT_API: "true" }) },
    quiet,
  );
  // One build for all: on one machine nothing is gained by copying it (the cluster test copies it).
  const webPorts = webInstances
    ? Array.from({ length: webInstances }, (_, i) => ports.instance + i)
    : [ports.web];
  const webPids = {};
  for (const [i, port] of webPorts.entries()) {
    const name = webPorts.length > 1 ? `web ${i + 1}` : "web";
    const child = runService(name, "node", [...WEB_NODE_FLAGS, "--import", "tsx", "scripts/web-server.ts"], {
      ...quiet,
      env: { ...web, PORT: String(port), ...api.webEnv },
    });
    webPids[name] = child.pid;
  }
  await Promise.all(webPorts.map((port) => waitFor(`http://localhost:${port}/api/v1/jobs?pageSize=1`)));
  const balancer = webInstances ? await startBalancer({ port: ports.web, upstreams: webPorts }) : undefined;
  await waitFor(`${base}/api/v1/jobs?pageSize=1`);
  await waitFor(`http://localhost:${ports.identity}/.well-known/openid-configuration`);
  return {
    base,
    apiBase: api.url,
    issuer: `http://localhost:${ports.identity}`,
    /** The provider's mail (sign-up links): .eml files, there being no SMTP_URL. */
    mailDir: join(root, shared.DATA_DIR, "mail"),
    postgresPort: postgresUrl && new URL(postgresUrl).port,
    pids: {
      ...webPids,
      ...(balancer ? { nginx: balancer.pid } : {}),
      "product API": apiProcess.pid,
      ...(identity ? { identity: identity.pid } : {}),
    },
  };
}

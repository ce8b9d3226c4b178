// The Kazi the bench measures: a production build in .next-bench, the embedded identity provider, the
// product API in its own process (PGlite under .data-bench/N, or a throwaway PostgreSQL) and the web
// app, each on its own port, all as `npm start` runs them.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import {
  bin,
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
} from "../lib.mjs";

const WEB_PORT = 3400;
const API_PORT = 3401;
const IDENTITY_PORT = 3402;
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

async function step(what, cmd, args, opts) {
  if ((await runToEnd(cmd, args, opts)) !== 0) throw new Error(`${what} failed (see above).`);
}

export async function startKazi({ jobs, db }) {
  // The bench measures the processes it starts, whatever the shell says.
  delete process.env.PRODUCT_API_URL;
  delete process.env.REVALIDATE_URL;
  const base = `http://localhost:${WEB_PORT}`;
  const postgresUrl = db === "postgres" ? await startPostgres() : undefined;
  const shared = {
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    DATA_DIR: `.data-bench/${jobs}`,
    IDENTITY_PORT: String(IDENTITY_PORT),
    AUTH_ISSUER: undefined, // the embedded provider, on its bench port
    DATABASE_URL: undefined,
  };
  const web = {
    ...shared,
    NEXT_DIST_DIR: ".next-bench",
    SITE_URL: base,
    NEXTAUTH_URL: base,
    NEXTAUTH_SECRET: "bench-only-session-secret-0123456789",
  };
  const api = productApiProcess({ webPort: WEB_PORT, apiPort: API_PORT });
  const database = { ...shared, DATABASE_URL: postgresUrl };

  console.log(`Seeding ${jobs} jobs into ${postgresUrl ? "PostgreSQL" : `PGlite (${shared.DATA_DIR})`}...`);
  await step("Seeding", bin("tsx"), ["services/product-api/seed/cli.ts", "--jobs", String(jobs), "--reset"], {
    env: database,
  });
  if (needsBuild(".next-bench", web)) {
    await step("The build", bin("next"), ["build"], { env: web });
    markBuilt(".next-bench", web);
  }

  const identityArgs = ["--import", "tsx", "services/identity/server.ts"];
  const identityOpts = { ...quiet, env: { ...shared, SITE_URL: base } };
  if (!existsSync(join(root, shared.DATA_DIR, "identity"))) {
    // PGlite keeps ~800 MB after creating a database, until its process restarts. Create it in a first
    // run, so that the memory measured is the provider's as every start after the first finds it.
    const first = run("node", identityArgs, identityOpts);
    await waitFor(`http://localhost:${IDENTITY_PORT}/.well-known/openid-configuration`);
    await new Promise((resolve) => first.once("exit", resolve).kill("SIGTERM"));
  }
  const identity = runService("identity provider", "node", identityArgs, identityOpts);
  const apiProcess = await startProductApi({ ...database, ...api.apiEnv }, quiet);
  const webProcess = runService("web app", "node", ["--import", "tsx", "scripts/web-server.ts"], {
    ...quiet,
    env: { ...web, PORT: String(WEB_PORT), ...api.webEnv },
  });
  await waitFor(`${base}/api/v1/jobs?pageSize=1`);
  await waitFor(`http://localhost:${IDENTITY_PORT}/.well-known/openid-configuration`);
  return {
    base,
    apiBase: api.url,
    postgresPort: postgresUrl && new URL(postgresUrl).port,
    pids: { web: webProcess.pid, "product API": apiProcess.pid, identity: identity.pid },
  };
}

import { execFile, execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../../testing/free-port";

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * A new, empty database for one test file. Under Jest it lives on the run's one throwaway server
 * (services/testing/jest-global-setup.ts names it in KAZI_TEST_POSTGRES): a database is created in a
 * few milliseconds where a server costs an initdb and a start, seconds on a busy machine. Tests that
 * stop, restart or replicate their server start their own with startTestPostgres. `template`: a
 * database on that server to copy (KAZI_TEST_POSTGRES_MIGRATED, migrated once for the run).
 */
export async function startTestDatabase({ template }: { template?: string } = {}): Promise<TestPostgres> {
  const server = process.env.KAZI_TEST_POSTGRES;
  if (!server) return startTestPostgres();
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE: a test that failed half-way may leave connections open.
    stop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`),
  };
}

/**
 * Starts a throwaway PostgreSQL 15 cluster on 127.0.0.1 and a random port. As root, the server runs
 * as the `postgres` user (PostgreSQL refuses to run as root) inside a temp folder that user owns.
 */
export async function startTestPostgres(options: { settings?: string } = {}): Promise<TestPostgres> {
  if (!existsSync(join(PG_BIN, "pg_ctl"))) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${PG_BIN}. Install them (apt-get install postgresql-15) ` +
        "or set PG_BIN; the product API tests run against a real PostgreSQL server as well as PGlite.",
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "kazi-pg-"));
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", join(PG_BIN, tool), ...args])
      : run(join(PG_BIN, tool), args);

  const port = await freePort();
  await pg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const serverOptions = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${options.settings ?? ""}`;
  await pg("pg_ctl", [
    "-D",
    data,
    "-o",
    serverOptions,
    "-l",
    join(dir, "server.log"),
    "-w",
    "-t",
    "30",
    "start",
  ]);

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    try {
      const args = ["-D", data, "-m", "immediate", "-w", "stop"];
      if (asRoot)
        execFileSync("runuser", ["-u", "postgres", "--", join(PG_BIN, "pg_ctl"), ...args], {
          stdio: "ignore",
        });
      else execFileSync(join(PG_BIN, "pg_ctl"), args, { stdio: "ignore" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A crashed or interrupted test run must not leave a server behind.
  process.once("exit", stopSync);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      process.removeListener("exit", stopSync);
      stopSync();
    },
  };
}

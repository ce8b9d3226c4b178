import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface ClusterPostgres {
  url: string;
  /** Stops the server as an operator's restart does (fast: running queries are cancelled). */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): void;
}

/**
 * A throwaway PostgreSQL 15 on 127.0.0.1 at a fixed port, so that it can be stopped and started again
 * at the same address (services/product-api/testing/postgres.ts picks a new port each time). As root
 * it runs as the `postgres` user, which PostgreSQL insists on. `durable`: with PostgreSQL's own
 * safety settings rather than the test-speed ones.
 */
export async function startClusterPostgres(port: number, { durable = false } = {}): Promise<ClusterPostgres> {
  if (!existsSync(join(PG_BIN, "pg_ctl")))
    throw new Error(`PostgreSQL 15 not found in ${PG_BIN}: apt-get install postgresql-15 (or set PG_BIN)`);
  const dir = mkdtempSync(join(tmpdir(), "kazi-cluster-pg-"));
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString());
    chownSync(dir, id("-u"), id("-g"));
  }
  const command = (tool: string, args: string[]) =>
    asRoot ? ["runuser", ["-u", "postgres", "--", join(PG_BIN, tool), ...args]] : [join(PG_BIN, tool), args];
  const pg = (tool: string, args: string[]) => {
    const [cmd, all] = command(tool, args) as [string, string[]];
    return run(cmd, all);
  };
  await pg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  // Room for two API pools, the identity provider's and pg-boss's, and the test's own. Durable: as
  // PostgreSQL ships (fsync, synchronous commit), for the crash test; else faster, for the rest.
  const fast = durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c max_connections=200${fast}`;
  const start = async () => {
    await pg("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "-t", "30", "start"]);
  };
  const ctlStop = (mode: string) => ["-D", data, "-m", mode, "-w", "stop"];
  await start();

  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    try {
      const [cmd, args] = command("pg_ctl", ctlStop("immediate")) as [string, string[]];
      execFileSync(cmd, args, { stdio: "ignore" });
    } catch {
      // Already stopped.
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A crashed or interrupted run must not leave a server behind.
  process.once("exit", destroy);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: async () => void (await pg("pg_ctl", ctlStop("fast"))),
    destroy() {
      process.removeListener("exit", destroy);
      destroy();
    },
  };
}

import { execFile, execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql, type SQL } from "drizzle-orm";
import { freePort } from "../../testing/free-port";
import type { Database, Db } from "../db/client";

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface TestStandby {
  url: string;
  /** What the standby has logged so far (it logs every statement). */
  log(): string;
  stop(): Promise<void>;
}

/**
 * A real streaming replica of a test server (testing/postgres.ts): pg_basebackup from `primaryUrl`,
 * then a hot standby on its own port that logs every statement it runs, so a test can see which
 * reads reached it. As root it runs as the `postgres` user, like the primary.
 */
export async function startTestStandby(primaryUrl: string): Promise<TestStandby> {
  const primary = new URL(primaryUrl);
  const dir = mkdtempSync(join(tmpdir(), "kazi-pg-standby-"));
  const data = join(dir, "data");
  const logFile = join(dir, "server.log");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString());
    chownSync(dir, id("-u"), id("-g"));
  }
  const argv = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", join(PG_BIN, tool), ...args]] : [join(PG_BIN, tool), args];
  const pg = (tool: string, args: string[]) => run(...argv(tool, args));

  await pg("pg_basebackup", [
    ...["-h", primary.hostname, "-p", primary.port, "-U", primary.username || "postgres"],
    ...["-D", data, "-R", "-X", "stream", "-c", "fast", "--no-sync"],
  ]);
  const port = await freePort();
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c hot_standby=on -c log_statement=all -c fsync=off`;
  await pg("pg_ctl", ["-D", data, "-o", options, "-l", logFile, "-w", "-t", "30", "start"]);

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    try {
      execFileSync(...argv("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]), { stdio: "ignore" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once("exit", stopSync);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${primary.pathname.slice(1) || "postgres"}`,
    log: () => readFileSync(logFile, "utf8"),
    async stop() {
      process.removeListener("exit", stopSync);
      stopSync();
    },
  };
}

/** One row of a raw query on either database. */
export const firstRow = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];

/** The newest job_changes entry a database holds. */
export const newestChange = async (db: Db) =>
  (await firstRow<{ seq: number }>(db, sql`SELECT coalesce(max(seq), 0)::float8 AS seq FROM job_changes`))
    .seq;

/** Waits until the standby has replayed every job change the primary has. */
export async function standbyCaughtUp({ db, replica }: Database) {
  const target = await newestChange(db);
  for (let i = 0; i < 200; i++) {
    if ((await newestChange(replica!)) >= target) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the standby did not catch up");
}

import { execFile, execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../testing/free-port";

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

import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { freePort } from "../testing/free-port";
import { filesUnder } from "./backup";

// `npm run backup` while the product API runs as `npm start` runs it (its own process, holding the
// PGlite database, with the identity provider on it), and `npm run restore` into a fresh DATA_DIR.

const root = mkdtempSync(join(tmpdir(), "kazi-backup-"));
const source = join(root, "source");
const fresh = join(root, "fresh");
const backupDir = join(root, "backup");
let api: ChildProcess;
let port: number;
let output = "";

type Outcome = { code: number; stdout: string; stderr: string };
const command = (script: "backup" | "restore", args: string[], dataDir: string) =>
  new Promise<Outcome>((resolve) =>
    execFile(
      process.execPath,
      ["--import", "tsx", `services/backup/${script}-cli.ts`, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, PRODUCT_API_PORT: String(port), DATABASE_URL: "" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  );

/**
 * What a backup of a running Kazi cannot agree on with the folder once stopped: pg-boss's clocks (its
 * row per running instance, with its last heartbeat, metrics and stop time, its maintenance times in
 * `version` and each queue's counts and times) move on after the backup, so only which instances,
 * schema version and queues there are is compared. The notifications' queue runs pg-boss even with
 * ALERTS_CRON=off.
 */
const RUNTIME_ONLY: Record<string, string> = {
  "pgboss.instance": "id",
  "pgboss.version": "version",
  "pgboss.queue": "name",
};

/** Every row of every table in every schema, each table's rows sorted, by "schema.table". */
async function everyTable(pgliteDir: string) {
  const db = await PGlite.create(pgliteDir);
  try {
    const { rows: tables } = await db.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
       ORDER BY 1`,
    );
    const all: Record<string, string[]> = {};
    for (const { name } of tables)
      all[name] = (await db.query(`SELECT ${RUNTIME_ONLY[name] ?? "*"} FROM ${name}`)).rows
        .map((row) => JSON.stringify(row))
        .sort();
    return all;
  } finally {
    await db.close();
  }
}

const everyFile = async (dir: string) =>
  Object.fromEntries(
    (await filesUnder(dir)).map((name) => [name, readFileSync(join(dir, name)).toString("hex")]),
  );

beforeAll(async () => {
  port = await freePort();
  // Stored files as the API stores them (DATA_DIR/uploads), one of them empty.
  mkdirSync(join(source, "uploads"), { recursive: true });
  writeFileSync(join(source, "uploads", "applications-1-cv.pdf"), randomBytes(300_000));
  writeFileSync(join(source, "uploads", "applications-1-letter.docx"), randomBytes(4_000));
  writeFileSync(join(source, "uploads", "empty.txt"), "");
  api = spawn(process.execPath, ["--import", "tsx", "services/product-api/server.ts"], {
    env: {
      ...process.env,
      DATA_DIR: source,
      DATABASE_URL: "",
      HOST: "127.0.0.1",
      PORT: String(port),
      IDENTITY_IN_PRODUCT_API: "true",
      IDENTITY_PORT: String(await freePort()),
      ALERTS_CRON: "off",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  api.stdout!.on("data", (chunk) => (output += chunk));
  api.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the API did not start:\n${output}`);
    if ((await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.status === 200) break;
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(async () => {
  if (api?.exitCode === null) {
    api.kill("SIGKILL");
    await new Promise((resolve) => api.once("exit", resolve));
  }
  rmSync(root, { recursive: true, force: true });
});

it("backs up through the running product API, and will not write into a folder that holds something", async () => {
  const backup = await command("backup", [backupDir], source);
  expect(backup).toMatchObject({ code: 0, stderr: "" });
  expect(backup.stdout).toMatch(/^Backed up the database \([\d.]+ MB compressed\) and 3 stored files to /);
  // The running process wrote it: no second process opened the database it holds.
  expect(output).toContain("/kazi/backup");

  const again = await command("backup", [backupDir], source);
  expect(again.code).toBe(1);
  expect(again.stderr.trim()).toBe(`${backupDir} is not empty: back up into a new or empty folder.`);
}, 60_000);

it("will not restore into the data folder of a running Kazi, even with --force", async () => {
  const restore = await command("restore", [backupDir, "--force"], source);
  expect(restore.code).toBe(1);
  expect(restore.stderr.trim()).toBe(`Kazi is running on ${source}: stop it (npm start), then restore.`);
}, 30_000);

it("restores into a fresh DATA_DIR every table and every file the backup was made from", async () => {
  api.kill("SIGTERM");
  await new Promise((resolve) => (api.exitCode !== null ? resolve(null) : api.once("exit", resolve)));
  const restore = await command("restore", [backupDir], fresh);
  expect(restore).toMatchObject({ code: 0, stderr: "" });
  expect(restore.stdout).toContain(`and 3 stored files from ${backupDir}`);

  const [before, after] = [
    await everyTable(join(source, "product-api")),
    await everyTable(join(fresh, "product-api")),
  ];
  expect(Object.keys(after)).toEqual(Object.keys(before));
  // The tables the product API and the identity provider fill at start are there, with their rows.
  expect(before["public.jobs"].length).toBeGreaterThan(10);
  expect(before["public.identity_keys"].length).toBeGreaterThan(0);
  for (const table of Object.keys(before))
    expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
  expect(await everyFile(join(fresh, "uploads"))).toEqual(await everyFile(join(source, "uploads")));
}, 90_000);

it("refuses to restore over a data folder that holds data unless told to (--force)", async () => {
  const refused = await command("restore", [backupDir], fresh);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(
    `${join(fresh, "product-api")} and ${join(fresh, "uploads")} are not empty`,
  );
  expect(refused.stderr).toContain("add --force to replace it");
  expect(refused.stderr).not.toMatch(/\n\s+at /);

  writeFileSync(join(fresh, "uploads", "not-in-the-backup.pdf"), "x");
  const forced = await command("restore", [backupDir, "--force"], fresh);
  expect(forced.code).toBe(0);
  expect((await filesUnder(join(fresh, "uploads"))).sort()).toEqual(
    ["applications-1-cv.pdf", "applications-1-letter.docx", "empty.txt"].sort(),
  );
}, 60_000);

it("answers bad arguments and a folder that is not a backup with a clear message and a non-zero exit", async () => {
  const none = await command("backup", [], fresh);
  expect(none.code).toBe(2);
  expect(none.stderr).toContain("Name the backup folder.\nUsage: npm run backup -- <new folder>");
  const unknown = await command("restore", [backupDir, "--forse"], fresh);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain(
    "Unknown option --forse.\nUsage: npm run restore -- <backup folder> [--force]",
  );
  const two = await command("restore", [backupDir, fresh], fresh);
  expect(two.code).toBe(2);
  expect(two.stderr).toContain("Name one folder only.");

  const notABackup = await command("restore", [join(fresh, "uploads"), "--force"], join(root, "other"));
  expect(notABackup.code).toBe(1);
  expect(notABackup.stderr.trim()).toBe(
    `${join(fresh, "uploads")} is not a Kazi backup: it has no readable manifest.json.`,
  );
  const damaged = join(backupDir, "uploads", "empty.txt");
  writeFileSync(damaged, "changed");
  const restore = await command("restore", [backupDir], join(root, "other"));
  expect(restore.code).toBe(1);
  expect(restore.stderr.trim()).toBe(`${damaged} is missing or damaged: it does not match the manifest.`);
}, 60_000);

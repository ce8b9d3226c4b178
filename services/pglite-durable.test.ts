import fs, { mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Database } from "./product-api/db/client";

// The embedded database on disk: a commit has reached the disk, not only the operating system's
// cache, when it returns (what PGlite alone does not do: services/pglite-durable.ts).

let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "kazi-durable-"));
  database = await createDb({ dataDir: dir });
  await database.pglite!.exec("CREATE TABLE saved (job_id int)");
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The files synced to disk while `run` runs. */
async function syncedDuring(run: () => Promise<unknown>): Promise<string[]> {
  const synced: string[] = [];
  const fsync = fs.fsyncSync;
  const spy = jest.spyOn(fs, "fsyncSync").mockImplementation((fd) => {
    synced.push(readlinkSync(`/proc/self/fd/${fd}`));
    fsync(fd);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return synced;
}

it("syncs the write-ahead log to disk before a commit returns", async () => {
  const synced = await syncedDuring(() => database.pglite!.query("INSERT INTO saved VALUES (1)"));
  expect(synced.filter((path) => path.startsWith(join(dir, "pg_wal")))).toHaveLength(1);
});

it("syncs nothing for a read", async () => {
  expect(await syncedDuring(() => database.pglite!.query("SELECT count(*) FROM saved"))).toEqual([]);
});

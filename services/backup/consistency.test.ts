import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteStart } from "../pglite-template";
import { writeBackup } from "./backup";
import { restoreBackup } from "./restore";

// A backup taken while files are stored and deleted the way the product API does it (the file written
// before its row commits; the row deleted before its file is removed) names no file it lacks.

const root = mkdtempSync(join(tmpdir(), "kazi-backup-writes-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("a backup taken during uploads and deletions has every file its database names, with its bytes", async () => {
  const uploads = join(root, "data", "uploads");
  mkdirSync(uploads, { recursive: true });
  // A fresh cluster from the run's template (services/pglite-template.ts), not a new initdb.
  const dataDir = join(root, "data", "product-api");
  const db = await PGlite.create(dataDir, pgliteStart(dataDir));
  await db.exec("CREATE TABLE stored (key text PRIMARY KEY, body text NOT NULL)");
  let stop = false;
  let uploaded = 0;
  const writer = (async () => {
    for (let n = 0; !stop; n++) {
      const key = `cv-${n}.pdf`;
      const body = `CV number ${n} `.repeat(200);
      await writeFile(join(uploads, key), body);
      await db.transaction((tx) => tx.query("INSERT INTO stored VALUES ($1, $2)", [key, body]));
      uploaded = n + 1;
      // Every other file goes again: its row first, then the file.
      if (n % 2 === 1) {
        const gone = `cv-${n - 1}.pdf`;
        await db.transaction((tx) => tx.query("DELETE FROM stored WHERE key = $1", [gone]));
        await rm(join(uploads, gone));
      }
    }
  })();
  try {
    while (uploaded < 20) await new Promise((r) => setTimeout(r, 20));
    await writeBackup(db, uploads, join(root, "backup"));
    const afterBackup = uploaded;
    while (uploaded < afterBackup + 20) await new Promise((r) => setTimeout(r, 20));
  } finally {
    stop = true;
    await writer;
    await db.close();
  }

  const restored = {
    pgliteDir: join(root, "restored", "product-api"),
    uploadsDir: join(root, "restored", "uploads"),
  };
  await restoreBackup(join(root, "backup"), restored);
  const copy = await PGlite.create(restored.pgliteDir);
  try {
    const { rows } = await copy.query<{ key: string; body: string }>("SELECT key, body FROM stored");
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const { key, body } of rows) {
      expect({ key, stored: existsSync(join(restored.uploadsDir, key)) }).toEqual({ key, stored: true });
      expect(readFileSync(join(restored.uploadsDir, key), "utf8")).toBe(body);
    }
  } finally {
    await copy.close();
  }
}, 120_000);

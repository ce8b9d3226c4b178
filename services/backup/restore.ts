import { mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { durablePglite } from "../pglite-durable";
import { makePrivate } from "../private-folder";
import {
  BACKUP_FORMAT,
  BackupError,
  copyFiles,
  DATABASE_FILE,
  isEmptyFolder,
  MANIFEST_FILE,
  sha256,
  UPLOADS_FOLDER,
  type Manifest,
} from "./backup";

/** The backup in `from`, checked whole against its manifest before anything is written. */
async function readBackup(from: string): Promise<{ manifest: Manifest; dump: Buffer }> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(from, MANIFEST_FILE), "utf8")) as Manifest;
  } catch {
    throw new BackupError(`${from} is not a Kazi backup: it has no readable ${MANIFEST_FILE}.`);
  }
  if (manifest?.format !== BACKUP_FORMAT)
    throw new BackupError(`${from} is not a backup this version of Kazi can restore (${BACKUP_FORMAT}).`);
  const dump = await readFile(join(from, DATABASE_FILE)).catch(() => null);
  if (!dump || sha256(dump) !== manifest.database.sha256)
    throw new BackupError(
      `${join(from, DATABASE_FILE)} is missing or damaged: it does not match the manifest.`,
    );
  for (const [name, { sha256: expected }] of Object.entries(manifest.files ?? {})) {
    const bytes = await readFile(join(from, UPLOADS_FOLDER, name)).catch(() => null);
    if (!bytes || sha256(bytes) !== expected)
      throw new BackupError(
        `${join(from, UPLOADS_FOLDER, name)} is missing or damaged: it does not match the manifest.`,
      );
  }
  return { manifest, dump };
}

/**
 * Restores the backup in `from` into a PGlite data folder and an uploads folder. Either one holding
 * anything is refused unless `force` (then both are replaced); the caller makes sure no process has
 * the database open (restore-cli.ts asks the running API).
 */
export async function restoreBackup(
  from: string,
  to: { pgliteDir: string; uploadsDir: string },
  { force = false } = {},
): Promise<Manifest> {
  const { manifest, dump } = await readBackup(from);
  const occupied = [];
  for (const dir of [to.pgliteDir, to.uploadsDir]) if (!(await isEmptyFolder(dir))) occupied.push(dir);
  if (occupied.length > 0 && !force)
    throw new BackupError(
      `${occupied.join(" and ")} ${occupied.length > 1 ? "are" : "is"} not empty: restoring would replace what is there. ` +
        "Restore into a new DATA_DIR, or add --force to replace it.",
    );
  await Promise.all([to.pgliteDir, to.uploadsDir].map((dir) => rm(dir, { recursive: true, force: true })));
  await mkdir(to.pgliteDir, { recursive: true, mode: 0o700 });
  const pglite = await PGlite.create(to.pgliteDir, {
    ...durablePglite(to.pgliteDir),
    loadDataDir: new Blob([new Uint8Array(dump)], { type: "application/x-gzip" }),
  });
  try {
    // Opened and read once: a backup that does not start is found now, not at the next `npm start`.
    await pglite.query("SELECT count(*) FROM pg_class");
  } finally {
    await pglite.close();
  }
  makePrivate(to.pgliteDir);
  await mkdir(to.uploadsDir, { recursive: true, mode: 0o700 });
  await copyFiles(join(from, UPLOADS_FOLDER), to.uploadsDir);
  return manifest;
}

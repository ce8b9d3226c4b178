import { createHash } from "node:crypto";
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";

// A backup of the embedded default (PGlite and the uploads folder) is a folder:
//   manifest.json     what is in it, each file with its size and SHA-256
//   database.tar.gz   the PGlite data folder, from PGlite's own dumpDataDir
//   uploads/          the stored files (CVs, cover letters), byte for byte
// PGlite serves one process: while Kazi runs, the running product API writes it (endpoint.ts).

export const MANIFEST_FILE = "manifest.json";
export const DATABASE_FILE = "database.tar.gz";
export const UPLOADS_FOLDER = "uploads";
export const BACKUP_FORMAT = "kazi-backup-1";

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string };
  /** The stored files by their path under uploads/. */
  files: Record<string, { bytes: number; sha256: string }>;
}

/** A refusal with a message for the person at the terminal (no stack trace). */
export class BackupError extends Error {}

const gzip = promisify(gzipCallback);

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Every file under `dir` by its path relative to it (none when `dir` does not exist). */
export async function filesUnder(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true }).catch((error: unknown) => {
    if (missing(error)) return [];
    throw error;
  });
  const names = await Promise.all(
    entries.map(async (entry) => {
      const name = join(prefix, entry.name);
      if (entry.isDirectory()) return filesUnder(dir, name);
      return entry.isFile() ? [name] : [];
    }),
  );
  return names.flat().sort();
}

/** True for a folder that does not exist or holds nothing. */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR")
      throw new BackupError(`${dir} is a file, not a folder.`);
    throw error;
  }
}

/** Copies the files under `from` to `to`, private to this user, and says what each holds. */
export async function copyFiles(from: string, to: string): Promise<Manifest["files"]> {
  const files: Manifest["files"] = {};
  for (const name of await filesUnder(from)) {
    const target = join(to, name);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    await copyFile(join(from, name), target);
    const bytes = await readFile(target);
    files[name] = { bytes: bytes.length, sha256: sha256(bytes) };
  }
  return files;
}

/**
 * Hard links to the files under `from`, in `to` (a copy where a link cannot be made): instant, and
 * unchanged by a later deletion. A file removed meanwhile is left out: its row's deletion committed.
 */
async function linkFiles(from: string, to: string) {
  for (const name of await filesUnder(from)) {
    await mkdir(dirname(join(to, name)), { recursive: true, mode: 0o700 });
    await link(join(from, name), join(to, name))
      .catch(() => copyFile(join(from, name), join(to, name)))
      .catch((error: unknown) => {
        if (!missing(error)) throw error;
      });
  }
}

/**
 * Writes a backup of `pglite` and the files in `uploadsDir` to the empty or new folder `target`.
 * PGlite (0.5) runs every statement under its transaction lock, so holding it pauses the database:
 * while it is held, the data folder is copied (dumpDataDir) and the stored files are hard-linked aside,
 * both in well under a second for most sites. A stored file is written before the row naming it
 * commits, and removed only after the row's deletion commits, so every file the copied database names
 * is among the linked ones, whose contents a later deletion does not touch. (A file whose upload is
 * under way may come too, named by no row, as on the live site.) Compressing and copying them happen
 * after the lock is released.
 */
export async function writeBackup(pglite: PGlite, uploadsDir: string, target: string): Promise<Manifest> {
  if (!(await isEmptyFolder(target)))
    throw new BackupError(`${target} is not empty: back up into a new or empty folder.`);
  await mkdir(target, { recursive: true, mode: 0o700 });
  // Beside the uploads folder, on its file system, so that the links can be made.
  const aside = await mkdtemp(join(dirname(uploadsDir), ".backup-"));
  try {
    // Written pages on disk first: the copy then needs little of the write-ahead log to start.
    await pglite.exec("CHECKPOINT");
    const tar = await pglite._runExclusiveTransaction(async () => {
      const dump = await pglite.dumpDataDir("none");
      await linkFiles(uploadsDir, aside);
      return dump;
    });
    const dump = await gzip(new Uint8Array(await tar.arrayBuffer()));
    await writeFile(join(target, DATABASE_FILE), dump, { mode: 0o600 });
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: { file: DATABASE_FILE, bytes: dump.length, sha256: sha256(dump) },
      files: await copyFiles(aside, join(target, UPLOADS_FOLDER)),
    };
    await writeFile(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return manifest;
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

/** "12.3 MB and 4 stored files": what a backup holds, for the command's last line. */
export const backupSummary = (manifest: Manifest) =>
  `the database (${(manifest.database.bytes / 2 ** 20).toFixed(1)} MB compressed) and ${
    Object.keys(manifest.files).length
  } stored files`;

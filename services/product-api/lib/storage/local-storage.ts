import { constants } from "node:fs";
import { access, copyFile, mkdir, open, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { safeKey, type Storage } from "./storage";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ENOENT";

/**
 * Flushes a file, or a folder's list of names, to disk. A stored file is on disk, with its name,
 * before the application row that names it commits (also synced: services/pglite-durable.ts), so a
 * machine lost after the commit keeps the file as well as the row.
 */
async function syncFile(path: string) {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
const syncFolder = syncFile;

/** Files in one folder, readable by this user only. Right for one machine (`npm start`). */
export function createLocalStorage(dir: string): Storage {
  const pathOf = (key: string) => join(dir, safeKey(key));
  const ensureDir = () => mkdir(dir, { recursive: true, mode: 0o700 });
  return {
    async put(key, bytes) {
      await ensureDir();
      const handle = await open(pathOf(key), "wx", 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await syncFolder(dir);
    },
    async read(key) {
      const path = pathOf(key);
      try {
        // Opened now, so a missing file is null here rather than an error in the middle of a response.
        const handle = await open(path, "r");
        return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async copy(from, to) {
      await copyFile(pathOf(from), pathOf(to), constants.COPYFILE_EXCL);
      await syncFile(pathOf(to));
      await syncFolder(dir);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      await ensureDir();
      await access(dir, constants.W_OK);
    },
  };
}

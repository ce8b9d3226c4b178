import { constants } from "node:fs";
import { access, copyFile, mkdir, open, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { safeKey, type Storage } from "./storage";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ENOENT";

/** Files in one folder, readable by this user only. Right for one machine (`npm start`). */
export function createLocalStorage(dir: string): Storage {
  const pathOf = (key: string) => join(dir, safeKey(key));
  const ensureDir = () => mkdir(dir, { recursive: true, mode: 0o700 });
  return {
    async put(key, bytes) {
      await ensureDir();
      await writeFile(pathOf(key), bytes, { mode: 0o600, flag: "wx" });
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

import { constants } from "node:fs";
import { copyFile, mkdir, open, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";

export interface StoredFileMeta {
  contentType: string;
  originalName: string;
}

/**
 * Where uploaded CVs live. Keys are opaque random names; nothing here is ever served over HTTP
 * directly (the API streams a file to its owner). Small on purpose, so an object store can stand in.
 */
export interface Storage {
  /** Fails if the key is taken. */
  put(key: string, bytes: Uint8Array, meta: StoredFileMeta): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  read(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** A copy under a new key, made where the objects live; fails if `from` is missing or `to` taken. */
  copy(from: string, to: string): Promise<void>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9-]{8,64}$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ENOENT";

export function createLocalStorage(dir: string): Storage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Refusing unsafe storage key ${JSON.stringify(key)}`);
    return join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
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
  };
}

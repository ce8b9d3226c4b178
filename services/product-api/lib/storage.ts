import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface StoredFileMeta {
  contentType: string;
  originalName: string;
}

/** Where uploaded CVs live. Keys are opaque random names; nothing here is ever served over HTTP. */
export interface Storage {
  put(key: string, bytes: Uint8Array, meta: StoredFileMeta): Promise<void>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9-]{8,64}$/;

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
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

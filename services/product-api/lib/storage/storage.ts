interface StoredFileMeta {
  contentType: string;
  originalName: string;
}

/**
 * Where uploaded CVs live: a local folder (the default) or an S3-compatible bucket. Keys are opaque
 * random names; nothing here is ever served over HTTP directly (the API streams a file to its owner),
 * so objects stay private and no URL to one is ever handed out.
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
  /** Readiness: resolves when the store can be reached and written to, rejects saying why otherwise. */
  check(): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9-]{8,64}$/;

export function safeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Refusing unsafe storage key ${JSON.stringify(key)}`);
  return key;
}

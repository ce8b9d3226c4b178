import { mkdtempSync, readlinkSync, rmSync, statSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestS3 } from "../../testing/s3";
import { createStorage, type Storage } from ".";

const meta = { contentType: "application/pdf", originalName: "cv.pdf" };
const text = async (stream: ReadableStream<Uint8Array> | null) =>
  stream ? new Response(stream).text() : null;

interface Opened {
  storage: Storage;
  /** The file mode of a stored object, where the store has one. */
  modeOf?(key: string): number;
  close(): Promise<void>;
}

const kinds: [string, () => Promise<Opened>][] = [
  [
    "a local folder",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "kazi-storage-"));
      return {
        storage: await createStorage({ uploadsDir: join(dir, "uploads") }),
        modeOf: (key) => statSync(join(dir, "uploads", key)).mode & 0o777,
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    "an S3-compatible bucket",
    async () => {
      const s3 = await startTestS3();
      return {
        storage: await createStorage({ uploadsDir: "/nonexistent", s3: s3.storageConfig }),
        close: s3.stop,
      };
    },
  ],
];

describe.each(kinds)("file storage in %s", (_name, open) => {
  let opened: Opened;
  let storage: Storage;
  beforeAll(async () => {
    opened = await open();
    storage = opened.storage;
  });
  afterAll(() => opened?.close());

  it("is ready, then stores, streams back, copies and deletes an object, keeping it private", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await storage.put("key-00000001", new TextEncoder().encode("%PDF-1.4 hello"), meta);
    expect(await text(await storage.read("key-00000001"))).toBe("%PDF-1.4 hello");
    await storage.copy("key-00000001", "key-00000002");
    await storage.delete("key-00000001");
    expect(await storage.read("key-00000001")).toBeNull();
    expect(await text(await storage.read("key-00000002"))).toBe("%PDF-1.4 hello");
    if (opened.modeOf) expect(opened.modeOf("key-00000002")).toBe(0o600);
    await expect(storage.delete("key-00000001")).resolves.toBeUndefined();
  });

  it("streams a large object back unchanged", async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 7) % 251);
    await storage.put("key-large001", bytes, meta);
    const stream = await storage.read("key-large001");
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(Buffer.from(await new Response(stream).arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it("never overwrites: a taken key fails to put or copy onto, a missing source fails to copy", async () => {
    await storage.put("key-00000003", new Uint8Array([1]), meta);
    await expect(storage.put("key-00000003", new Uint8Array([2]), meta)).rejects.toThrow();
    await expect(storage.copy("key-00000002", "key-00000003")).rejects.toThrow();
    await expect(storage.copy("key-missing1", "key-00000004")).rejects.toThrow();
    expect(await storage.read("key-00000004")).toBeNull();
    expect([...new Uint8Array(await new Response(await storage.read("key-00000003")).arrayBuffer())]).toEqual(
      [1],
    );
  });

  it("refuses keys that could leave the folder or the bucket's flat names", async () => {
    for (const key of ["../etc/passwd", "a/b", "", "short"]) {
      await expect(storage.read(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.put(key, new Uint8Array([1]), meta)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.copy("key-00000003", key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
    }
  });
});

describe("file storage readiness", () => {
  it("says a folder that cannot be made is not ready", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kazi-storage-"));
    try {
      await (await createStorage({ uploadsDir: dir })).put("key-00000001", new Uint8Array([1]), meta);
      const underAFile = await createStorage({ uploadsDir: join(dir, "key-00000001", "uploads") });
      await expect(underAFile.check()).rejects.toThrow(/ENOTDIR|EEXIST/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says a missing bucket or a stopped store is not ready, and ready again when it is back", async () => {
    const s3 = await startTestS3();
    try {
      const missing = await createStorage({
        uploadsDir: "",
        s3: { ...s3.storageConfig, bucket: "no-such-bucket" },
      });
      await expect(missing.check()).rejects.toThrow();
      await expect(missing.put("key-00000001", new Uint8Array([1]), meta)).rejects.toThrow(/bucket/i);
      const storage = await createStorage({ uploadsDir: "", s3: s3.storageConfig });
      await s3.pause();
      await expect(storage.check()).rejects.toThrow();
      await s3.resume();
      await expect(storage.check()).resolves.toBeUndefined();
    } finally {
      await s3.stop();
    }
  });
});

describe("file storage in a local folder, on disk", () => {
  it("has a stored or copied file, and its name in the folder, on disk before it returns", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kazi-storage-sync-"));
    const uploads = join(dir, "uploads");
    const storage = await createStorage({ uploadsDir: uploads });
    const probe = await open(__filename, "r");
    const fileHandle = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const synced: string[] = [];
    const sync = fileHandle.sync;
    const spy = jest.spyOn(fileHandle, "sync").mockImplementation(function (this: FileHandle) {
      synced.push(readlinkSync(`/proc/self/fd/${this.fd}`));
      return sync.call(this);
    });
    try {
      await storage.put("stored-cv-1", Buffer.from("%PDF-1.4 a CV"), meta);
      expect(synced).toEqual([join(uploads, "stored-cv-1"), uploads]);
      synced.length = 0;
      await storage.copy("stored-cv-1", "copied-cv-1");
      expect(synced).toEqual([join(uploads, "copied-cv-1"), uploads]);
    } finally {
      spy.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

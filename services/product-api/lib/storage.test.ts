import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalStorage } from "./storage";

const meta = { contentType: "application/pdf", originalName: "cv.pdf" };
const text = async (stream: ReadableStream<Uint8Array> | null) =>
  stream ? new Response(stream).text() : null;

describe("local file storage", () => {
  const dir = mkdtempSync(join(tmpdir(), "kazi-storage-"));
  const storage = createLocalStorage(join(dir, "uploads"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("stores, streams back, copies and deletes an object, keeping it private to this user", async () => {
    await storage.put("key-00000001", new TextEncoder().encode("%PDF-1.4 hello"), meta);
    expect(await text(await storage.read("key-00000001"))).toBe("%PDF-1.4 hello");
    await storage.copy("key-00000001", "key-00000002");
    await storage.delete("key-00000001");
    expect(await storage.read("key-00000001")).toBeNull();
    expect(await text(await storage.read("key-00000002"))).toBe("%PDF-1.4 hello");
    expect(statSync(join(dir, "uploads", "key-00000002")).mode & 0o777).toBe(0o600);
    await expect(storage.delete("key-00000001")).resolves.toBeUndefined();
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

  it("refuses keys that could leave the folder", async () => {
    for (const key of ["../etc/passwd", "a/b", "", "short"]) {
      await expect(storage.read(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.copy("key-00000003", key)).rejects.toThrow(/unsafe storage key/);
    }
  });
});

import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env";
import { contentDisposition } from "./content-disposition";

/** A CV or cover letter as a download, to its seeker (files.handlers.ts) or the job's employer. */
export async function sendStoredFile(
  c: Context<AppEnv>,
  file: { id: number; storageKey: string; originalName: string; contentType: string; sizeBytes: number },
  notFound: () => Error,
) {
  const body = await c.var.deps.storage.read(file.storageKey);
  if (!body) {
    console.warn(`[product-api] file ${file.id} has a row but no stored object`);
    throw notFound();
  }
  return c.body(body, 200, {
    "content-type": file.contentType,
    "content-length": String(file.sizeBytes),
    "content-disposition": contentDisposition(file.originalName),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  });
}

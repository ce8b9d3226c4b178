import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { documentOfWrongType, documentTooLarge } from "../../lib/documents";
import { documentFileName } from "../../lib/document-names";
import { LIMITS } from "../../lib/limits";
import { ApiProblem } from "../../lib/problem";
import type { Storage } from "../../lib/storage";
import { findOwnFile } from "../files/files.queries";
import type { StoredFile } from "./applications.queries";
import { sniffDocument } from "./file-sniff";

/** A file of a new application: its row, and how its bytes get under the row's new storage key. */
export interface Document {
  meta: StoredFile;
  store(storage: Storage): Promise<void>;
}

/** An uploaded document (form field `name`, called `what` in messages), checked by size and by content. */
export async function uploadedDocument(
  file: File,
  kind: StoredFile["kind"],
  { name, what }: { name: string; what: string },
): Promise<Document> {
  if (file.size > LIMITS.upload) {
    const detail = documentTooLarge(what);
    throw new ApiProblem(413, "The upload is too large.", { detail, errors: { [name]: [detail] } });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffDocument(bytes);
  if (!type) {
    const detail = documentOfWrongType(what);
    throw new ApiProblem(415, "Unsupported file type.", { detail, errors: { [name]: [detail] } });
  }
  const meta: StoredFile = {
    kind,
    storageKey: randomUUID(),
    originalName: documentFileName(file.name, type.contentType),
    contentType: type.contentType,
    sizeBytes: bytes.length,
  };
  return {
    meta,
    store: (storage) =>
      storage.put(meta.storageKey, bytes, { contentType: meta.contentType, originalName: meta.originalName }),
  };
}

/**
 * One of the seeker's earlier resumes, copied where the files live to a key of its own: each
 * application owns its files, so removing one application never takes another's CV with it.
 */
export async function earlierResume(db: Db, userId: string, fileId: number): Promise<Document> {
  const source = await findOwnFile(db, userId, fileId, "resume");
  if (!source) throw cvNotFound();
  const meta: StoredFile = {
    kind: "resume",
    storageKey: randomUUID(),
    originalName: source.originalName,
    contentType: source.contentType,
    sizeBytes: source.sizeBytes,
  };
  return {
    meta,
    async store(storage) {
      try {
        await storage.copy(source.storageKey, meta.storageKey);
      } catch (error) {
        // Gone since it was listed (its application or account removed meanwhile): the seeker's to fix.
        const original = await storage.read(source.storageKey).catch(() => undefined);
        if (original === null) throw cvNotFound();
        await original?.cancel();
        throw error;
      }
    },
  };
}

const cvNotFound = () =>
  new ApiProblem(404, "CV not found", {
    detail: "Choose one of your own earlier CVs, or upload one.",
    errors: { resumeFileId: ["Choose one of your own earlier CVs, or upload one."] },
  });

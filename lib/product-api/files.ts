import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { ApiError, apiErrorFrom } from "./errors";
import { resolvePagination } from "./pagination";
import { defaultTransport, type Transport } from "./transport";
import type { Paging } from "./types";

// The CVs and cover letters the product API keeps for a seeker (its routes/files): listed through
// the client's one round trip, downloaded as a stream that never passes through a string.

export interface SeekerFile {
  id: number;
  kind: "resume" | "cover_letter";
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
  application: { id: number; createdAt: string; job: { id: number; title: string; company: string } };
}

export interface SeekerFilePage {
  files: SeekerFile[];
  pagination: Paging;
}

const seekerFileSchema: z.ZodType<SeekerFile> = z.object({
  id: z.number().int(),
  kind: z.enum(["resume", "cover_letter"]),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().min(0),
  createdAt: z.string(),
  application: z.object({
    id: z.number().int(),
    createdAt: z.string(),
    job: z.object({ id: z.number().int(), title: z.string(), company: z.string() }),
  }),
});

const filePageSchema = z.object({
  files: z.array(seekerFileSchema),
  totalCount: z.number().int().min(0).optional(),
  totalPages: z.number().int().min(0).optional(),
  page: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).optional(),
});

/** What these calls need of the client (client.ts): one round trip, and a body checked against a schema. */
interface ProductApiHttp {
  call(method: string, path: string): Promise<{ response: Response; text: string }>;
  parse<T>(schema: z.ZodType<T>, text: string, what: string): T;
}

export function filesCalls({ call, parse }: ProductApiHttp) {
  return {
    async listMyFiles({
      kind,
      page = 1,
      pageSize = 50,
    }: { kind?: SeekerFile["kind"]; page?: number; pageSize?: number } = {}): Promise<SeekerFilePage> {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (kind) query.set("kind", kind);
      const path = `/api/v1/files?${query}`;
      const { response, text } = await call("GET", path);
      const body = parse(filePageSchema, text, "a file list");
      const pagination = resolvePagination({
        header: response.headers.get("x-pagination"),
        body: { totalCount: body.totalCount, totalPages: body.totalPages, pageNumber: body.page },
        itemCount: body.files.length,
        requested: { page, pageSize },
        source: `GET ${path}`,
      });
      return { files: body.files, pagination };
    },
  };
}

export interface FileDownload {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentDisposition: string;
  contentLength: string | null;
}

/**
 * One of the token holder's files, as a stream. The timeout covers the answer's headers only: a
 * 5 MB CV may take longer than that to reach a phone, and the stream goes on at the reader's pace.
 */
export async function downloadMyFile(
  token: string,
  fileId: number,
  {
    transport = defaultTransport(),
    timeoutMs = env.PRODUCT_API_TIMEOUT_MS,
  }: { transport?: Transport; timeoutMs?: number } = {},
): Promise<FileDownload> {
  const path = `/api/v1/files/${fileId}/content`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await transport(path, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted)
      throw new ApiError(
        "TIMEOUT_ERROR",
        `The product API did not answer GET ${path} within ${timeoutMs} ms`,
      );
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError("FETCH_ERROR", `Could not reach the product API (GET ${path}): ${reason}`, reason);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body) throw apiErrorFrom(response.status, await response.text());
  const disposition = response.headers.get("content-disposition") ?? "";
  return {
    body: response.body,
    contentType: response.headers.get("content-type") ?? "application/octet-stream",
    // Never shown in the browser, whatever the upstream says.
    contentDisposition: /^attachment\b/i.test(disposition) ? disposition : "attachment",
    contentLength: response.headers.get("content-length"),
  };
}

import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../lib/auth";
import { bearer, PaginationHeader, problems } from "../../lib/openapi";
import { FileIdParams, MyFilesQuery, SeekerFilePageSchema } from "./files.schemas";

const tags = ["Files"];

export const listMine = createRoute({
  method: "get",
  path: "/files",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "The CVs and cover letters kept for the caller, newest first",
  description:
    "Each with the application and job it went with. A resume's id can be sent as resumeFileId to POST /applications to apply with it again.",
  request: { query: MyFilesQuery },
  responses: {
    200: {
      description: "The caller's files",
      headers: PaginationHeader,
      content: { "application/json": { schema: SeekerFilePageSchema } },
    },
    ...problems(400, 401),
  },
});

export const download = createRoute({
  method: "get",
  path: "/files/{fileId}/content",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "The bytes of one of the caller's files, as an attachment",
  description: "404 for a file that does not exist or is someone else's.",
  request: { params: FileIdParams },
  responses: {
    200: {
      description: "The file, with its stored content type and name (Content-Disposition: attachment)",
      headers: {
        "Content-Disposition": { schema: { type: "string" } },
        "X-Content-Type-Options": { schema: { type: "string", enum: ["nosniff"] } },
      },
      content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...problems(400, 401, 404),
  },
});

export type ListMineRoute = typeof listMine;
export type DownloadRoute = typeof download;

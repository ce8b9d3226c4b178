import { z } from "@hono/zod-openapi";
import { MAX_PAGE } from "../../lib/limits";
import { idParam } from "../../lib/openapi";

const int = z.coerce.number().int();

const FILE_KINDS = ["resume", "cover_letter"] as const;

export const MyFilesQuery = z.object({
  kind: z.enum(FILE_KINDS).optional().openapi({ description: "Only resumes, or only cover letters" }),
  page: int.min(1).max(MAX_PAGE).default(1),
  pageSize: int.min(1).max(100).default(50),
});

export const FileIdParams = z.object({ fileId: idParam("fileId") });

const SeekerFileSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(FILE_KINDS),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    createdAt: z.string().openapi({ format: "date-time" }),
    application: z.object({
      id: z.number().int(),
      createdAt: z.string().openapi({ format: "date-time" }),
      job: z.object({ id: z.number().int(), title: z.string(), company: z.string() }),
    }),
  })
  .openapi("SeekerFile");

export const SeekerFilePageSchema = z
  .object({
    files: z.array(SeekerFileSchema),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi("SeekerFilePage");

export type SeekerFile = z.infer<typeof SeekerFileSchema>;

import { z } from "@hono/zod-openapi";
import { idString } from "./fields";
import { LIMITS } from "./limits";
import { documentOfWrongType, MAX_DOCUMENT_MB } from "./documents";

const ProblemSchema = z
  .object({
    type: z.string().optional(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi("Problem");

/** A path id as ids are written: 1 to 2^31-1 in plain decimal (not 0x10, 1e3, 01 or 1.0). */
export const idParam = (name: string) =>
  idString().openapi({ param: { name, in: "path" }, type: "integer", example: 42 });

const DESCRIPTIONS: Record<number, string> = {
  400: "Invalid query or path parameters",
  401: "Missing, invalid or expired access token",
  403: "The token lacks the required permission, or the resource is someone else's",
  404: "Not found",
  409: "Conflict",
  413: `Body larger than ${LIMITS.jsonBody / 1024} KB, or an upload larger than ${MAX_DOCUMENT_MB} MB`,
  415: `${documentOfWrongType("An upload")} (judged by content), or the body is not multipart/form-data`,
  422: "Invalid request body",
  429: "Too many requests from this client: try again after Retry-After seconds",
};

/** Problem responses for the OpenAPI document. */
export function problems(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: DESCRIPTIONS[status] ?? "Error",
        content: { "application/problem+json": { schema: ProblemSchema } },
      },
    ]),
  );
}

export const PaginationHeader = {
  "X-Pagination": {
    description: 'JSON: {"TotalItemCount":n,"TotalPageCount":n,"Page":n,"PageSize":n}',
    schema: { type: "string" as const },
  },
};

export const bearer = [{ bearerAuth: [] }];

import { z } from "zod";
import type { Paging } from "./types";

// X-Pagination (docs/product.md, The API): `{"TotalItemCount":n,"TotalPageCount":n,"Page":n,"PageSize":n}`, read here
// into the app's one Paging shape. When it is absent or unreadable, paging comes from the body's own
// fields, else from the array length, with a warning (a warning only, never a failure).

const count = z.coerce.number().int().min(0);
const headerSchema = z.object({
  TotalItemCount: count,
  TotalPageCount: count,
  Page: z.coerce.number().int().min(1),
  PageSize: z.coerce.number().int().min(1).optional(),
});

type HeaderPaging = { ok: true; paging: z.output<typeof headerSchema> } | { ok: false; reason: string };

function parsePaginationHeader(value: string | null): HeaderPaging {
  if (value === null || value.trim() === "") return { ok: false, reason: "no X-Pagination header" };
  try {
    const parsed = headerSchema.safeParse(JSON.parse(value));
    if (parsed.success) return { ok: true, paging: parsed.data };
    return { ok: false, reason: `X-Pagination header has unexpected fields (${value.slice(0, 200)})` };
  } catch {
    return { ok: false, reason: `X-Pagination header is not JSON (${value.slice(0, 200)})` };
  }
}

/** Paging fields some bodies carry next to their items. */
type BodyPaging = Partial<Paging>;

export interface PagingInput {
  header: string | null;
  body?: BodyPaging;
  itemCount: number;
  requested: { page: number; pageSize: number };
  /** For the warning: what was listed, e.g. "GET /api/v1/jobs". */
  source: string;
}

function isComplete(body: BodyPaging | undefined): body is Paging {
  return (
    !!body &&
    [body.totalCount, body.totalPages, body.pageNumber, body.pageSize].every(
      (n) => Number.isInteger(n) && n! >= 0,
    )
  );
}

export function resolvePagination({ header, body, itemCount, requested, source }: PagingInput): Paging {
  const fromHeader = parsePaginationHeader(header);
  if (fromHeader.ok) {
    const { TotalItemCount, TotalPageCount, Page, PageSize } = fromHeader.paging;
    return {
      totalCount: TotalItemCount,
      totalPages: TotalPageCount,
      pageNumber: Page,
      pageSize: PageSize ?? body?.pageSize ?? requested.pageSize,
    };
  }
  if (isComplete(body)) {
    console.warn(`[product-api] ${source}: ${fromHeader.reason}; using the paging fields of the body.`);
    return body;
  }
  console.warn(`[product-api] ${source}: ${fromHeader.reason}; inferring paging from ${itemCount} item(s).`);
  return {
    totalCount: itemCount,
    totalPages: Math.ceil(itemCount / requested.pageSize),
    pageNumber: requested.page,
    pageSize: requested.pageSize,
  };
}

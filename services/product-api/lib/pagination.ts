import type { Context } from "hono";

export interface Paging {
  total: number;
  page: number;
  pageSize: number;
}

export const totalPages = ({ total, pageSize }: Paging) => Math.ceil(total / pageSize);

/**
 * `X-Pagination: {"TotalItemCount":n,"TotalPageCount":n,"Page":n,"PageSize":n}` (docs/product.md, The API).
 */
export function setPaginationHeader(c: Context, paging: Paging) {
  c.header(
    "X-Pagination",
    JSON.stringify({
      TotalItemCount: paging.total,
      TotalPageCount: totalPages(paging),
      Page: paging.page,
      PageSize: paging.pageSize,
    }),
  );
}

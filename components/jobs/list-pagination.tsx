import { paginationWindow } from "@/lib/format";
import { PageLinks } from "./page-links";
import type { PaginationProps } from "./pagination";

/** The URLs Pagination links to: first, previous, next, last and the numbered pages shown. */
export function pageLinkHrefs(page: number, totalPages: number, hrefFor: (page: number) => string) {
  const pages = [1, page - 1, page + 1, totalPages, ...paginationWindow(page, totalPages)];
  const hrefs: Record<number, string> = {};
  for (const p of pages) if (typeof p === "number" && p >= 1 && p <= totalPages) hrefs[p] = hrefFor(p);
  return hrefs;
}

/** Pagination of a server component's list, sent to the browser as page numbers and URLs. */
export function ListPagination({ hrefFor, ...props }: PaginationProps) {
  if (props.totalPages <= 1) return null;
  return <PageLinks {...props} hrefs={pageLinkHrefs(props.page, props.totalPages, hrefFor)} />;
}

import { paginationWindow } from "@/lib/format";
import { ServerMarkup } from "@/components/ui/server-markup";
import { PageLinks } from "./page-links";
import type { PaginationProps } from "./pagination";

/** The URLs Pagination links to: first, previous, next, last and the numbered pages shown. */
export function pageLinkHrefs(page: number, totalPages: number, hrefFor: (page: number) => string) {
  const pages = [1, page - 1, page + 1, totalPages, ...paginationWindow(page, totalPages)];
  const hrefs: Record<number, string> = {};
  for (const p of pages) if (typeof p === "number" && p >= 1 && p <= totalPages) hrefs[p] = hrefFor(p);
  return hrefs;
}

/**
 * Pagination of a server component's list, sent to the browser as page numbers and URLs, and kept as
 * the server rendered it (ServerMarkup): links only, nothing to hydrate.
 */
export function ListPagination({ hrefFor, ...props }: PaginationProps) {
  if (props.totalPages <= 1) return null;
  return (
    <ServerMarkup version={`${props.page}/${props.totalPages} ${hrefFor(1)}`}>
      <PageLinks {...props} hrefs={pageLinkHrefs(props.page, props.totalPages, hrefFor)} />
    </ServerMarkup>
  );
}

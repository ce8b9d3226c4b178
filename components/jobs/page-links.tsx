"use client";

import { Pagination, type PaginationProps } from "./pagination";

export type PageLinksProps = Omit<PaginationProps, "hrefFor"> & {
  /** The URL of every page Pagination links to (pageLinkHrefs). */
  hrefs: Record<number, string>;
};

/**
 * Pagination for server-rendered lists. A client component, as the job cards are: a server
 * component's markup is sent twice (as HTML and again in the RSC payload), this one's once, plus
 * the few URLs it links to (a function such as hrefFor cannot be passed to the browser).
 */
export function PageLinks({ hrefs, ...props }: PageLinksProps) {
  return <Pagination {...props} hrefFor={(page) => hrefs[page]} />;
}

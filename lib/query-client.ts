import { QueryClient, type DefaultOptions } from "@tanstack/react-query";

/** Unused query data is kept 60 seconds (docs/product.md, Caching the user can notice). */
export const QUERY_GC_TIME = 60_000;

export function makeQueryClient(queries: DefaultOptions["queries"] = {}) {
  return new QueryClient({
    defaultOptions: { queries: { gcTime: QUERY_GC_TIME, staleTime: 30_000, ...queries } },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One client for the whole browser session; on the server a new one per call, so one visitor's
 * data never lands in another's cache.
 */
export function getQueryClient(queries?: DefaultOptions["queries"]): QueryClient {
  if (typeof window === "undefined") return makeQueryClient(queries);
  return (browserClient ??= makeQueryClient(queries));
}

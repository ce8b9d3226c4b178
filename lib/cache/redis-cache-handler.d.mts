import type { SharedCache } from "./shared-cache.mjs";

type Context = Record<string, unknown>;

/** What Next stores: a page (html, rscData, segmentData...), a route body or unstable_cache data. */
export interface CacheEntry {
  value:
    (Record<string, unknown> & { html?: string; rscData?: Buffer; segmentData?: Map<string, Buffer> }) | null;
  lastModified: number;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

export class SharedCacheHandler {
  constructor(ctx: { serverDistDir: string; sharedCache?: SharedCache });
  get(key: string, ctx?: Context): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: Context): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

declare const handler: unknown;
export default handler;

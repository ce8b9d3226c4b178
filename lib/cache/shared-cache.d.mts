import type { LocalCache } from "./local-cache.mjs";

export const MAX_ENTRY_SECONDS: number;

export interface SharedCache {
  get(key: string, extraTags?: string[]): Promise<unknown>;
  set(key: string, value: unknown, tags: string[], ttlSeconds: number): Promise<void>;
  invalidate(tags: string[]): Promise<void>;
  epoch(): Promise<number | null>;
  ready(ms?: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createSharedCache(options: {
  url: string;
  namespace?: string;
  prefix?: string;
  commandTimeoutMs?: number;
  local?: LocalCache;
  log?: (message: string) => void;
}): SharedCache;

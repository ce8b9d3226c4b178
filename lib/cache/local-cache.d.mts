export interface LocalCache {
  get(key: string, extraTags?: string[]): Buffer | null;
  set(key: string, buffer: Buffer, tags: string[], ttlSeconds: number): void;
  invalidate(tags: string[]): void;
  clear(): void;
  readonly size: number;
}

export function createLocalCache(options?: {
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}): LocalCache;

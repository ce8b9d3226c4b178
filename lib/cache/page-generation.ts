// A number that grows with every job write this process makes known (lib/cache/invalidate-jobs.ts),
// read by the web server's page cache (front-cache.ts) to drop pages rendered before the write.
// On globalThis: Next bundles lib code apart from the server that reads it.
const KEY = Symbol.for("kazi.pageGeneration");
const store = globalThis as { [KEY]?: number };

export function pageGeneration(): number {
  return store[KEY] ?? 0;
}

export function bumpPageGeneration(): void {
  store[KEY] = pageGeneration() + 1;
}

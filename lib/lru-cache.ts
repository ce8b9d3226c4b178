// A small in-process cache for promise results: at most `maxEntries` values, least recently used
// dropped first, each trusted for `ttlMs`. Callers asking for a key that is already loading share
// that one promise; a failed load is never stored, so the next caller tries again.

export type LruCacheOptions = { maxEntries: number; ttlMs: number };

type Entry<V> = { value: V; expiresAt: number };

export class LruCache<V> {
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recent first.
  readonly #entries = new Map<string, Entry<V>>();
  readonly #loading = new Map<string, Promise<V>>();
  /** Bumped by clear(), so a load that started before it cannot store what may now be stale. */
  #generation = 0;

  constructor({ maxEntries, ttlMs }: LruCacheOptions) {
    if (!(maxEntries >= 1) || !(ttlMs > 0))
      throw new RangeError("LruCache needs maxEntries >= 1 and ttlMs > 0.");
    this.#maxEntries = maxEntries;
    this.#ttlMs = ttlMs;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The fresh cached value for `key`, else the result of `load()` (stored only if it succeeds). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      if (entry.expiresAt > Date.now()) {
        this.#entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
    }
    const pending = this.#loading.get(key);
    if (pending) return pending;

    const generation = this.#generation;
    // Started now, not on a later tick, and a synchronous throw becomes a rejection.
    const promise = new Promise<V>((resolve) => resolve(load())).then((value) => {
      if (generation === this.#generation) this.#store(key, value);
      return value;
    });
    const settle = () => {
      if (this.#loading.get(key) === promise) this.#loading.delete(key);
    };
    promise.then(settle, settle);
    this.#loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
  }

  #store(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: Date.now() + this.#ttlMs });
    while (this.#entries.size > this.#maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
  }
}

// The cache of one process, used while Redis cannot be reached: a bounded LRU of serialized
// entries and the tags invalidated here. Entries live a short while only, because invalidations
// made on other instances cannot reach this one until Redis is back.

/**
 * @param {{ maxBytes?: number, maxAgeMs?: number, now?: () => number }} [options]
 */
export function createLocalCache({ maxBytes = 50 * 1024 * 1024, maxAgeMs = 30_000, now = Date.now } = {}) {
  /** @type {Map<string, { buffer: Buffer, tags: string[], writtenAt: number, expiresAt: number }>} */
  const entries = new Map();
  /** @type {Map<string, number>} tag -> when it was invalidated (ms) */
  const tagTimes = new Map();
  let bytes = 0;

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.buffer.length + key.length;
  }

  const expired = (tags, writtenAt) => tags.some((tag) => (tagTimes.get(tag) ?? -1) >= writtenAt);

  return {
    /** @returns {Buffer | null} */
    get(key, extraTags = []) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (
        entry.expiresAt <= now() ||
        expired(entry.tags, entry.writtenAt) ||
        expired(extraTags, entry.writtenAt)
      ) {
        remove(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.buffer;
    },
    set(key, buffer, tags, ttlSeconds) {
      remove(key);
      const size = buffer.length + key.length;
      if (size > maxBytes) return;
      const writtenAt = now();
      entries.set(key, {
        buffer,
        tags,
        writtenAt,
        expiresAt: writtenAt + Math.min(ttlSeconds * 1000, maxAgeMs),
      });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    invalidate(tags) {
      const at = now();
      for (const tag of tags) {
        tagTimes.delete(tag);
        tagTimes.set(tag, at);
      }
      // Tag times older than any entry can be forgotten; the map stays as small as the live tags.
      for (const [tag, time] of tagTimes) {
        if (time > at - maxAgeMs) break;
        tagTimes.delete(tag);
      }
    },
    clear() {
      entries.clear();
      tagTimes.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

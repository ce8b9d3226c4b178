// Next's page and data cache shared by every web instance through Redis, with the local cache of
// local-cache.mjs while Redis cannot be reached. No clocks are compared across machines: every tag
// invalidation takes the next number of one Redis counter (the epoch), every entry records the epoch
// it was read at, and an entry is expired when one of its tags was invalidated at a later epoch.
import Redis from "ioredis";
import { deserialize, serialize } from "node:v8";
import { createLocalCache } from "./local-cache.mjs";

/** The longest an entry stays in Redis; tag invalidations are kept longer, so none can be outlived. */
export const MAX_ENTRY_SECONDS = 24 * 60 * 60;
const TAG_SECONDS = MAX_ENTRY_SECONDS + 60 * 60;
/** Larger entries are not shared (Next's own data cache stops at 2 MB). */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
/** After a failed or slow command, requests skip Redis this long before trying it again. */
const BACKOFF_MS = 2000;

// KEYS: entry, epoch. ARGV: tag key prefix, then tags the caller knows (Next's implicit tags).
// Returns {epoch} on a miss, {epoch, value} on a hit.
const GET = `
local epoch = tonumber(redis.call('GET', KEYS[2]) or '0')
local entry = redis.call('HMGET', KEYS[1], 'v', 'e', 't')
if not entry[1] then return {epoch} end
local readAt = tonumber(entry[2])
local function expired(tag)
  local at = redis.call('GET', ARGV[1] .. tag)
  return at and tonumber(at) > readAt
end
for tag in string.gmatch(entry[3], '[^\\n]+') do
  if expired(tag) then return {epoch} end
end
for i = 2, #ARGV do
  if expired(ARGV[i]) then return {epoch} end
end
return {epoch, entry[1]}`;

// KEYS: entry, epoch. ARGV: value, epoch the render started from, tags (one per line), seconds.
// The lower of the given and the current epoch: after a Redis restart the counter starts again.
const SET = `
local current = tonumber(redis.call('GET', KEYS[2]) or '0')
local readAt = math.min(tonumber(ARGV[2]), current)
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'e', readAt, 't', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return readAt`;

// KEYS: epoch. ARGV: tag key prefix, seconds, tags.
const INVALIDATE = `
local epoch = redis.call('INCR', KEYS[1])
for i = 3, #ARGV do redis.call('SET', ARGV[1] .. ARGV[i], epoch, 'EX', ARGV[2]) end
return epoch`;

/**
 * @param {{ url: string, namespace?: string, prefix?: string, commandTimeoutMs?: number,
 *   local?: ReturnType<typeof createLocalCache>, log?: (message: string) => void }} options
 *   `namespace` separates builds (their pages name different script files); tags and the epoch are
 *   shared by all builds, so a job written through a new build also expires an old build's pages.
 */
export function createSharedCache({
  url,
  namespace = "",
  prefix = "kazi:next:",
  commandTimeoutMs = 500,
  local = createLocalCache(),
  log = (message) => console.error(`next cache: ${message}`),
}) {
  const redis = new Redis(url, {
    // A command fails at once while the connection is down and after a short wait when Redis stalls,
    // so a page is rendered from the database instead of waiting for the cache.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Sent once, then called by hash (EVALSHA); ioredis sends a script again after a Redis restart.
  redis.defineCommand("cacheGet", { numberOfKeys: 2, lua: GET });
  redis.defineCommand("cacheSet", { numberOfKeys: 2, lua: SET });
  redis.defineCommand("cacheInvalidate", { numberOfKeys: 1, lua: INVALIDATE });
  const epochKey = `${prefix}epoch`;
  const tagPrefix = `${prefix}tag:`;
  const entryKey = (key) => `${prefix}entry:${namespace}:${key}`;
  /** The epoch each key was last read at: a render that follows a read stores it (see SET). */
  const readEpochs = new Map();
  /** Tags invalidated while Redis was away, sent to it when it is back. */
  const missedTags = new Set();
  let backoffUntil = 0;
  let lastError = 0;

  redis.on("error", (error) => {
    if (Date.now() - lastError > 60_000)
      log(`redis error (pages use this instance's memory): ${error.message}`);
    lastError = Date.now();
  });

  function failed(error) {
    backoffUntil = Date.now() + BACKOFF_MS;
    if (Date.now() - lastError > 60_000)
      log(`redis command failed: ${error instanceof Error ? error.message : error}`);
    lastError = Date.now();
  }

  /** True when Redis should be asked; replays the invalidations it missed first. */
  async function usable() {
    if (redis.status !== "ready" || Date.now() < backoffUntil) return false;
    if (missedTags.size === 0) return true;
    const tags = [...missedTags];
    try {
      await redis.cacheInvalidate(epochKey, tagPrefix, TAG_SECONDS, ...tags);
      for (const tag of tags) missedTags.delete(tag);
      // Entries kept here during the outage may miss invalidations made on other instances.
      local.clear();
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  function rememberEpoch(key, epoch) {
    readEpochs.delete(key);
    readEpochs.set(key, epoch);
    if (readEpochs.size > 10_000) readEpochs.delete(readEpochs.keys().next().value);
  }

  return {
    /** The stored value, or null on a miss, an expired tag or any failure. */
    async get(key, extraTags = []) {
      if (await usable()) {
        try {
          const [epoch, buffer] = /** @type {[number, Buffer?]} */ (
            await redis.cacheGetBuffer(entryKey(key), epochKey, tagPrefix, ...extraTags)
          );
          rememberEpoch(key, Number(epoch));
          return buffer ? deserialize(buffer) : null;
        } catch (error) {
          failed(error);
        }
      }
      const buffer = local.get(key, extraTags);
      return buffer ? deserialize(buffer) : null;
    },

    async set(key, value, tags, ttlSeconds) {
      const buffer = serialize(value);
      if (buffer.length > MAX_ENTRY_BYTES) return;
      const seconds = Math.max(1, Math.min(Math.ceil(ttlSeconds), MAX_ENTRY_SECONDS));
      if (await usable()) {
        const readAt = readEpochs.get(key) ?? Number.MAX_SAFE_INTEGER;
        readEpochs.delete(key);
        try {
          await redis.cacheSet(entryKey(key), epochKey, buffer, readAt, tags.join("\n"), seconds);
          return;
        } catch (error) {
          failed(error);
        }
      }
      local.set(key, buffer, tags, seconds);
    },

    async invalidate(tags) {
      if (tags.length === 0) return;
      local.invalidate(tags);
      if (await usable()) {
        try {
          await redis.cacheInvalidate(epochKey, tagPrefix, TAG_SECONDS, ...tags);
          return;
        } catch (error) {
          failed(error);
        }
      }
      for (const tag of tags) missedTags.add(tag);
    },

    /**
     * The number of invalidations so far, or null while Redis cannot be asked: the web server's page
     * cache (front-cache.ts) serves a page only under the epoch it was rendered in.
     */
    async epoch() {
      if (!(await usable())) return null;
      try {
        return Number((await redis.get(epochKey)) ?? 0);
      } catch (error) {
        failed(error);
        return null;
      }
    },

    /** Resolves once connected (or after `ms`); requests never wait for this. */
    ready(ms = 2000) {
      if (redis.status === "ready") return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off("ready", done);
          resolve(redis.status === "ready");
        };
        const timer = setTimeout(done, ms);
        redis.once("ready", done);
      });
    },

    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileDeletions } from "../../db/schema";
import type { Storage } from "../../lib/storage";

const SWEEP_BATCH = 100;

/**
 * Removes stored files whose rows are already gone (listed in file_deletions), each key crossed off
 * once the store has removed it. `keys` first, then older ones a previous pass could not remove.
 * Never throws: a file left behind stays listed for the next pass.
 */
export async function removeStoredFiles(db: Db, storage: Storage, keys: string[] = []): Promise<number> {
  const pending = await db
    .select({ storageKey: fileDeletions.storageKey })
    .from(fileDeletions)
    .orderBy(asc(fileDeletions.createdAt))
    .limit(SWEEP_BATCH)
    .catch(() => []);
  const all = [...new Set([...keys, ...pending.map((p) => p.storageKey)])];
  let left = 0;
  for (const key of all) {
    try {
      await storage.delete(key);
      await db.delete(fileDeletions).where(eq(fileDeletions.storageKey, key));
    } catch (error) {
      left += 1;
      console.error(
        `[product-api] stored file ${key} not removed yet (kept for the next pass):`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  return left;
}

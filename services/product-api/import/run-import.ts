import type { Db } from "../db/client";
import { createFetcher, FetchError, type Fetcher, type FetcherOptions } from "./fetcher";
import { FORMATS } from "./formats";
import { parseJson } from "./formats/shared";
import { applyRun } from "./import-apply";
import { listFeeds, recordFailure, recordNotModified, type ImportFeed } from "./import-feeds";
import type { FeedFormatName, ImportCounts } from "./import-values";
import { FeedError, toImportedJob, type ImportedJob } from "./opening";

// One run of a feed: fetch (politely), read the format, check every opening as a posted job would
// be checked, then write it all in one transaction (import-apply.ts). Any failure before the commit
// (the feed unreachable, refused, too large, malformed, not a single valid opening) leaves the jobs
// as they were and is recorded on the feed, for `npm run import -- list` and the moderation console.

export interface ImportDeps {
  db: Db;
  /** The site's public origin: the bot's User-Agent points to its /employers page. */
  siteUrl: string;
  /** Told of the jobs a run created, changed or closed (search index, cached pages, search engines). */
  onJobsChanged?: (ids: number[]) => void | Promise<void>;
  /** Fetcher settings (tests: allowPrivateAddresses for their local server, shorter intervals). */
  fetch?: Partial<FetcherOptions>;
}

export type RunOutcome =
  | { feedId: number; status: "ok"; counts: ImportCounts; message: string | null }
  | { feedId: number; status: "not-modified" }
  | { feedId: number; status: "failed"; message: string };

const ACCEPT: Record<FeedFormatName, string> = {
  greenhouse: "application/json",
  lever: "application/json",
  workable: "application/json",
  smartrecruiters: "application/json",
  jsonld: "text/html,application/xhtml+xml",
  xml: "application/xml,text/xml;q=0.9",
};

const PRODUCT_TOKEN = "KaziBot";

export function importFetcher(deps: Pick<ImportDeps, "siteUrl" | "fetch">): Fetcher {
  return createFetcher({
    userAgent: `${PRODUCT_TOKEN}/1.0 (+${deps.siteUrl.replace(/\/+$/, "")}/employers)`,
    productToken: PRODUCT_TOKEN,
    ...deps.fetch,
  });
}

/** The feed's openings as jobs, and those that are not valid jobs (with why). */
async function readFeed(feed: ImportFeed, body: string, fetcher: Fetcher) {
  const openings = await FORMATS[feed.format].read(body, {
    feedUrl: feed.url,
    async fetchJson(url) {
      const result = await fetcher.get(url, {}, "application/json");
      if (result.notModified) throw new FeedError(`${url} answered 304 to an unconditional request`);
      return parseJson(result.body);
    },
  });
  const valid: ImportedJob[] = [];
  const skipped: string[] = [];
  const reasons: string[] = [];
  for (const opening of openings) {
    const result = toImportedJob(opening, feed.company);
    if (result.ok) valid.push(result.job);
    else {
      skipped.push(opening.externalId);
      reasons.push(`${opening.externalId}: ${result.reason}`);
    }
  }
  if (openings.length > 0 && valid.length === 0)
    throw new FeedError(`none of its ${openings.length} openings is a valid job (${reasons[0]})`);
  const message = reasons.length
    ? `${reasons.length} of ${openings.length} openings skipped: ${reasons.slice(0, 5).join("; ")}`
    : null;
  return { valid, skipped, message };
}

export async function runFeed(
  deps: ImportDeps,
  feed: ImportFeed,
  fetcher = importFetcher(deps),
): Promise<RunOutcome> {
  try {
    const fetched = await fetcher.get(
      feed.url,
      { etag: feed.etag, lastModified: feed.lastModified },
      ACCEPT[feed.format],
    );
    if (fetched.notModified) {
      await recordNotModified(deps.db, feed.id);
      return { feedId: feed.id, status: "not-modified" };
    }
    const { valid, skipped, message } = await readFeed(feed, fetched.body, fetcher);
    const { counts, changed } = await applyRun(deps.db, feed, valid, { keys: skipped, message }, fetched);
    if (changed.length) await notify(deps, changed);
    return { feedId: feed.id, status: "ok", counts, message };
  } catch (error) {
    const known = error instanceof FetchError || error instanceof FeedError;
    const message = known ? (error as Error).message : `unexpected error: ${(error as Error).message}`;
    if (!known) console.error(`[import] feed ${feed.id} failed:`, error);
    await recordFailure(deps.db, feed.id, message).catch((recording) =>
      console.error(`[import] could not record feed ${feed.id}'s failure:`, recording),
    );
    return { feedId: feed.id, status: "failed", message };
  }
}

/** Every feed in turn (one fetcher, so requests to a shared host stay a second apart). */
export async function runAllFeeds(deps: ImportDeps): Promise<RunOutcome[]> {
  const fetcher = importFetcher(deps);
  const outcomes: RunOutcome[] = [];
  for (const { feed } of await listFeeds(deps.db)) outcomes.push(await runFeed(deps, feed, fetcher));
  return outcomes;
}

async function notify(deps: ImportDeps, ids: number[]) {
  try {
    await deps.onJobsChanged?.(ids);
  } catch (error) {
    // The jobs are written; a cache that could not be told refreshes on its own schedule.
    console.error("[import] telling of the changed jobs failed:", error);
  }
}

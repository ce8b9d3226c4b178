import { parseArgs } from "node:util";
import { isCleanText } from "../lib/limits";
import { FetchError } from "./fetcher";
import { detectFormat } from "./formats";
import { addFeed, FeedExistsError, findFeed, listFeeds, removeFeed } from "./import-feeds";
import { FEED_FORMATS, isFeedFormat, type ImportCounts } from "./import-values";
import { importFetcher, runAllFeeds, runFeed, type ImportDeps, type RunOutcome } from "./run-import";

// npm run import -- add|list|remove|run: the commands themselves, whoever runs them (import-cli.ts
// on the database, or the running product API on PGlite through import-endpoint.ts).

export const USAGE = [
  "Usage: npm run import -- <command>",
  `  add <company> <feed URL> [--format ${FEED_FORMATS.join("|")}]   (the format is detected when left out)`,
  "  list",
  "  remove <id>",
  "  run [<id>]",
].join("\n");

export interface CommandResult {
  /** 0 done, 1 a feed failed, 2 the command was wrong. */
  code: 0 | 1 | 2;
  out: string[];
}

const usage = (problem: string): CommandResult => ({ code: 2, out: [problem, USAGE] });
const countsText = (c: ImportCounts) =>
  `${c.created} new, ${c.updated} updated, ${c.closed} closed, ${c.unchanged} unchanged` +
  (c.duplicates ? `, ${c.duplicates} duplicates` : "") +
  (c.skipped ? `, ${c.skipped} skipped` : "");

function outcomeLine(outcome: RunOutcome, name: string): string {
  if (outcome.status === "ok")
    return `Feed ${outcome.feedId} (${name}): ${countsText(outcome.counts)}.${outcome.message ? ` ${outcome.message}` : ""}`;
  if (outcome.status === "not-modified")
    return `Feed ${outcome.feedId} (${name}): not modified since the last run (304).`;
  return `Feed ${outcome.feedId} (${name}) FAILED, nothing changed: ${outcome.message}`;
}

const feedId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

function parse(args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, options: { format: { type: "string" } } });
  } catch (error) {
    return error as Error;
  }
}

export async function runImportCommand(args: string[], deps: ImportDeps): Promise<CommandResult> {
  const parsed = parse(args);
  if (parsed instanceof Error) return usage(parsed.message);
  const [command, ...rest] = parsed.positionals;
  const { db } = deps;
  if (command === "add") {
    const [company, url, extra] = rest.map((value) => value.trim());
    if (!company || !url || extra !== undefined) return usage("add needs a company and a feed URL.");
    if (company.length > 200 || !isCleanText(company))
      return usage("The company name must be 1-200 characters of plain text.");
    let href: URL;
    try {
      href = new URL(url);
    } catch {
      return usage(`Not a URL: ${url}`);
    }
    if (href.protocol !== "http:" && href.protocol !== "https:")
      return usage("The feed URL must be http or https.");
    let format = parsed.values.format;
    if (format !== undefined && !isFeedFormat(format))
      return usage(`Unknown format "${format}": use one of ${FEED_FORMATS.join(", ")}.`);
    if (!format) {
      try {
        const fetched = await importFetcher(deps).get(href.href);
        format = fetched.notModified ? undefined : detectFormat(fetched.body, href);
      } catch (error) {
        if (!(error instanceof FetchError)) throw error;
        return {
          code: 1,
          out: [
            `The feed could not be read to detect its format: ${error.message}`,
            "Give it with --format.",
          ],
        };
      }
      if (!format)
        return {
          code: 1,
          out: ["The feed is in none of the formats the importer reads: give one with --format if it is."],
        };
    }
    try {
      const feed = await addFeed(db, {
        company,
        url: href.href,
        format: format as (typeof FEED_FORMATS)[number],
      });
      return {
        code: 0,
        out: [
          `Feed ${feed.id} added: ${feed.company}, ${feed.format}, ${feed.url}`,
          `It is imported hourly; to import it now: npm run import -- run ${feed.id}`,
        ],
      };
    } catch (error) {
      if (error instanceof FeedExistsError) return { code: 1, out: [error.message] };
      throw error;
    }
  }
  if (command === "list") {
    if (rest.length) return usage("list takes no arguments.");
    const feeds = await listFeeds(db);
    if (!feeds.length) return { code: 0, out: ["No feeds yet: npm run import -- add <company> <feed URL>"] };
    return {
      code: 0,
      out: feeds.flatMap(({ feed, openJobs }) => [
        `${feed.id}  ${feed.company}  ${feed.format}  ${feed.url}`,
        `    ${openJobs} open jobs; last run ${feed.lastRunAt?.toISOString() ?? "never"}: ${feed.lastStatus ?? "-"}` +
          (feed.lastCounts && feed.lastStatus === "ok" ? ` (${countsText(feed.lastCounts)})` : "") +
          (feed.failingSince ? `; failing since ${feed.failingSince.toISOString()}` : ""),
        ...(feed.lastMessage ? [`    ${feed.lastMessage}`] : []),
      ]),
    };
  }
  if (command === "remove") {
    const id = feedId(rest[0]);
    if (id === null || rest.length !== 1) return usage("remove needs a feed id (see list).");
    const { removed, closed } = await removeFeed(db, id);
    if (!removed) return { code: 1, out: [`No feed ${id}.`] };
    if (closed.length) await deps.onJobsChanged?.(closed);
    return { code: 0, out: [`Feed ${id} removed; its ${closed.length} open jobs were closed.`] };
  }
  if (command === "run") {
    if (rest.length > 1) return usage("run takes at most one feed id.");
    let outcomes: RunOutcome[];
    const names = new Map((await listFeeds(db)).map(({ feed }) => [feed.id, feed.company]));
    if (rest.length) {
      const id = feedId(rest[0]);
      const feed = id === null ? undefined : await findFeed(db, id);
      if (!feed) return usage(`No feed ${rest[0]} (see list).`);
      outcomes = [await runFeed(deps, feed)];
    } else outcomes = await runAllFeeds(deps);
    if (!outcomes.length) return { code: 0, out: ["No feeds to run."] };
    return {
      code: outcomes.some((outcome) => outcome.status === "failed") ? 1 : 0,
      out: outcomes.map((outcome) => outcomeLine(outcome, names.get(outcome.feedId) ?? "?")),
    };
  }
  return usage(command ? `Unknown command "${command}".` : "Name a command.");
}

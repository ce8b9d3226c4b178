import { z } from "zod";
import type { FeedFormatName } from "../import-values";
import { FeedError, type Opening } from "../opening";

/** What a format may ask of the run besides the feed's body: more documents of the same source. */
export interface FormatContext {
  feedUrl: string;
  /** GET a JSON document through the run's polite fetcher (robots.txt, rate limits, size cap). */
  fetchJson(url: string): Promise<unknown>;
}

export interface FeedFormat {
  name: FeedFormatName;
  /** The feed is in this format (to pick one when `add` is given none). */
  detect(body: string, url: URL): boolean;
  /** The feed's openings; throws FeedError when the body is not this format. */
  read(body: string, context: FormatContext): Promise<Opening[]>;
}

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new FeedError("the feed is not valid JSON");
  }
}

/** The body checked against the feed's documented shape; the first difference names the problem. */
export function shaped<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new FeedError(`not a ${what}: ${issue.path.join(".") || "the document"}: ${issue.message}`);
}

export const looseJson = (body: string) => {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
};

export const date = (value: unknown): Date | null => {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** Non-empty ids as text: feeds write them as numbers or strings. */
export const id = z.union([z.string().trim().min(1), z.number().int()]).transform(String);
export const optionalText = z.string().nullish().catch(null);

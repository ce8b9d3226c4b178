import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { SEARCH_PARAM_KEYS } from "@/lib/job-search";
import { MAX_PAGE } from "@/services/product-api/lib/limits";
import nextConfig from "./next.config";

type Rule = { source: string; destination: string; has?: { type: string; key: string; value?: string }[] };

async function beforeFiles(): Promise<Rule[]> {
  const rewrites = (await nextConfig.rewrites!()) as { beforeFiles: Rule[] };
  return rewrites.beforeFiles;
}

// English keeps /jobs (its pages live under /en); the other languages have /fr/jobs and so on, one
// rule set for all of them.
const LANGUAGES = [
  { source: "/jobs", locale: "/en" },
  { source: `/:locale(${PREFIXED_LOCALES.join("|")})/jobs`, locale: "/:locale" },
];

const FEED_FILES = "feed\\.xml|feed\\.atom|feed\\.json";

async function rulesOf(source: string): Promise<Rule[]> {
  return (await beforeFiles()).filter((r) => r.source === source);
}

describe("the /jobs rewrites", () => {
  it("cover English and every other language, and nothing else (but the search feeds)", async () => {
    const sources = new Set((await beforeFiles()).map((r) => r.source));
    expect([...sources].sort()).toEqual(
      LANGUAGES.flatMap((l) => [l.source, `${l.source}/:file(${FEED_FILES})`]).sort(),
    );
    expect(LANGUAGES[1].source).toBe("/:locale(fr|pt|sw|ar)/jobs");
  });

  it.each(LANGUAGES)(
    "send $source with any search parameter but a page number to the search page",
    async ({ source, locale }) => {
      const searches = (await rulesOf(source)).filter((r) => r.destination === `${locale}/jobs/results`);
      expect(searches.every((r) => r.has?.length === 1)).toBe(true);
      expect(searches.map((r) => r.has![0].key).sort()).toEqual(
        SEARCH_PARAM_KEYS.filter((k) => k !== "page").sort(),
      );
      expect(searches.map((r) => r.has![0].key)).toContain("language");
    },
  );

  it.each(LANGUAGES)(
    "send $source without one to page 1 of browse, after the searches",
    async ({ source, locale }) => {
      const rules = await rulesOf(source);
      expect(rules.at(-1)).toEqual({ source, destination: `${locale}/jobs/browse/1` });
    },
  );
});

describe("the feed rewrites", () => {
  it.each(LANGUAGES)(
    "send $source/feed.{xml,atom,json} with any search parameter but a page number to the search's feed",
    async ({ source, locale }) => {
      const rules = await rulesOf(`${source}/:file(${FEED_FILES})`);
      expect(
        rules.every((r) => r.destination === `${locale}/jobs/results/:file` && r.has?.length === 1),
      ).toBe(true);
      expect(rules.map((r) => r.has![0].key).sort()).toEqual(
        SEARCH_PARAM_KEYS.filter((k) => k !== "page").sort(),
      );
    },
  );
});

describe("a search page past the deepest page", () => {
  it.each(LANGUAGES)(
    "is the browse route's 404 in $source, and only past MAX_PAGE",
    async ({ source, locale }) => {
      const [rule] = await rulesOf(source);
      expect(rule.destination).toBe(`${locale}/jobs/browse/${MAX_PAGE + 1}`);
      const value = rule.has![0].value!;
      // As Next matches a `has` value: the whole parameter.
      const past = (page: string) => new RegExp(`^${value}$`).test(page);
      for (let n = 1; n <= MAX_PAGE * 3; n += Math.abs(n - MAX_PAGE) < 50 ? 1 : 97)
        expect([n, past(String(n))]).toEqual([n, n > MAX_PAGE]);
      expect(["0010001", "99999999999", String(MAX_PAGE + 1)].every(past)).toBe(true);
      expect(["0", "010000", "1e9", "-20000", "20000x"].some(past)).toBe(false);
    },
  );
});

describe("IndexNow's key file", () => {
  it("is any key-like name.txt at the root, found before the English pages", async () => {
    const rewrites = (await nextConfig.rewrites!()) as { afterFiles: Rule[] };
    const index = rewrites.afterFiles.findIndex((r) => r.destination === "/api/indexnow-key/:key");
    const rule = rewrites.afterFiles[index];
    expect(index).toBe(0);
    // As Next matches a source.
    const match = getPathMatch(rule.source);
    expect(match("/b1c2d3e4-indexnow-key.txt")).toEqual({ key: "b1c2d3e4-indexnow-key" });
    for (const path of ["/robots.txt", "/fr/b1c2d3e4-key.txt", "/b1c2d3e4-key.txt/x", "/b1c2_d3e4.txt"])
      expect([path, match(path)]).toEqual([path, false]);
  });
});

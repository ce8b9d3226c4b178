import { SEARCH_PARAM_KEYS } from "@/lib/job-search";
import { MAX_PAGE } from "@/services/product-api/lib/limits";
import nextConfig from "./next.config";

type Rule = { source: string; destination: string; has?: { type: string; key: string; value?: string }[] };

async function beforeFiles(): Promise<Rule[]> {
  const rewrites = (await nextConfig.rewrites!()) as { beforeFiles: Rule[] };
  return rewrites.beforeFiles;
}

describe("the /jobs rewrites", () => {
  it("send /jobs with any search parameter but a page number to the search page", async () => {
    const searches = (await beforeFiles()).filter((r) => r.destination === "/jobs/results");
    expect(searches.every((r) => r.source === "/jobs" && r.has?.length === 1)).toBe(true);
    expect(searches.map((r) => r.has![0].key).sort()).toEqual(
      SEARCH_PARAM_KEYS.filter((k) => k !== "page").sort(),
    );
  });

  it("send /jobs without one to page 1 of browse, after the searches", async () => {
    const rules = await beforeFiles();
    expect(rules.at(-1)).toEqual({ source: "/jobs", destination: "/jobs/browse/1" });
  });
});

describe("a search page past the deepest page", () => {
  it("is the browse route's 404, and only past MAX_PAGE", async () => {
    const [rule] = await beforeFiles();
    expect(rule.destination).toBe(`/jobs/browse/${MAX_PAGE + 1}`);
    const value = rule.has![0].value!;
    // As Next matches a `has` value: the whole parameter.
    const past = (page: string) => new RegExp(`^${value}$`).test(page);
    for (let n = 1; n <= MAX_PAGE * 3; n += Math.abs(n - MAX_PAGE) < 50 ? 1 : 97)
      expect([n, past(String(n))]).toEqual([n, n > MAX_PAGE]);
    expect(["0010001", "99999999999", String(MAX_PAGE + 1)].every(past)).toBe(true);
    expect(["0", "010000", "1e9", "-20000", "20000x"].some(past)).toBe(false);
  });
});

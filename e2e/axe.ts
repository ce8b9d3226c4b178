import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

// axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) over the page as it is now. axe runs in the page itself:
// our pages have no frames, so there is no need for @axe-core/playwright's per-frame runs and the
// blank page it opens to merge them, and the minified build is parsed once per run instead of the
// 1.5 MB source twice.

const source = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] },
  // Violations only: less to collect, faster.
  resultTypes: ["violations"],
};

/** The violations on the page, one readable line per failing element ([] when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per document: a page checked again (at another width, a dialog open) has axe already.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(source);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> };
    };
    return (await axe.run(document, options)).violations;
  }, OPTIONS);
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.split("\n")[1]}`),
  );
}

import { expect, test } from "@playwright/test";
import { openJob, settled } from "./testing";
import { webOrigin } from "./slot";

// The language switcher, the suggestion of a browser's language, and what search engines read. That
// every page speaks its language is checked by e2e/every-page.spec.ts.

let known: { jobId: number };

test.beforeAll(async ({ request }) => {
  known = { jobId: (await openJob(request)).id };
});

test.describe("the language switcher", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`keeps the page, the search and the page number ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/jobs?q=engineer&page=1");
      await page.locator("header details summary").click();
      await page.locator("header details").getByRole("link", { name: "Français" }).click();
      await expect(page).toHaveURL(`${webOrigin}/fr/jobs?q=engineer&page=1`);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");

      await page.goto(`/ar/jobs/${known.jobId}`);
      await page.locator("footer").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(`${webOrigin}/jobs/${known.jobId}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await context.close();
    });
  }

  test("an unknown language is a clear 400", async ({ request }) => {
    const response = await request.get("/api/language?to=de", { maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toContain("en, fr, pt, sw, ar");
  });
});

test.describe("a browser that prefers French", () => {
  test.use({ locale: "fr-FR" });

  test("is never redirected, and is offered the French page until it says no", async ({ page }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${webOrigin}/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const suggestion = page.getByRole("complementary", { name: "Ce site existe en français" });
    await expect(suggestion).toBeVisible();
    await suggestion.getByRole("button", { name: "Fermer" }).click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    // Hydrated, so the suggestion's check has run. Not "networkidle": a prefetch Next starts again
    // after a reload can stall for 30 s (next start does it too).
    await settled(page);
    await expect(suggestion).toBeHidden();

    await page.goto("/fr/about");
    await settled(page, "fr");
    await expect(
      page.getByRole("complementary", { name: /existe|available|disponível|inapatikana|متاح/ }),
    ).toHaveCount(0);
  });
});

test("a search is kept by the web server once repeated, in every language as in English", async ({
  request,
}) => {
  for (const prefix of ["", "/fr", "/ar"]) {
    const search = `${prefix}/jobs?q=${encodeURIComponent(`developer ${Date.now()}`)}&remote=remote`;
    // Rendered twice (kept the second time, lib/cache/front-cache.ts), then answered from the cache.
    for (let i = 0; i < 2; i++)
      expect((await request.get(search)).headers()["x-nextjs-cache"]).toBeUndefined();
    expect((await request.get(search)).headers()["x-nextjs-cache"]).toBe("HIT");
  }
});

test.describe("search engines", () => {
  test("each page names its canonical address and its alternates in every language", async ({ page }) => {
    await page.goto("/fr/about");
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${webOrigin}/fr/about`);
    for (const [lang, path] of [
      ["en", "/about"],
      ["fr", "/fr/about"],
      ["pt", "/pt/about"],
      ["sw", "/sw/about"],
      ["ar", "/ar/about"],
      ["x-default", "/about"],
    ])
      await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        "href",
        `${webOrigin}${path}`,
      );
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_FR");

    await page.goto(`/ar/jobs/${known.jobId}`);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${webOrigin}/ar/jobs/${known.jobId}`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${webOrigin}/jobs/${known.jobId}`,
    );
  });

  test("English addresses stay where they were, and /en/… redirects to them", async ({ request }) => {
    for (const path of ["/", "/jobs", "/about", `/jobs/${known.jobId}`, "/jobs/remote"])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    const redirected = await request.get("/en/about?x=1", { maxRedirects: 0 });
    expect(redirected.status()).toBe(308);
    expect(redirected.headers().location).toBe("/about?x=1");
  });

  test("the sitemap lists every language of each page", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>http[^<]+\/about<\/loc>/);
    expect(sitemap).toMatch(/hreflang="fr" href="http[^"]+\/fr\/about"/);
    expect(sitemap).toMatch(/hreflang="ar" href="http[^"]+\/ar\/jobs\/\d+"/);
    expect(sitemap).toMatch(/hreflang="x-default" href="http[^"]+\/jobs\/remote"/);
  });
});

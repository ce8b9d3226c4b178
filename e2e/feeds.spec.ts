import { expect, type Page, test } from "@playwright/test";
import { openJob } from "./testing";

// Every job list names its feeds in its head and links them under "Follow these jobs", in its
// language; the feeds answer as feeds, with the data headers. (Their content is checked in
// lib/feeds/feed-route.test.ts.)

const TYPES = ["application/rss+xml", "application/atom+xml", "application/feed+json"];

async function headFeeds(page: Page) {
  return Promise.all(
    TYPES.map((type) => page.locator(`head link[rel="alternate"][type="${type}"]`).getAttribute("href")),
  );
}

test("a search names its three feeds in its head and links them; each answers with its type", async ({
  page,
  request,
}) => {
  const job = await openJob(request);
  const word = job.title.split(/\s+/)[0].toLowerCase();
  await page.goto(`/jobs?q=${encodeURIComponent(word)}&sort=newest&page=1`);
  const query = `q=${encodeURIComponent(word)}`;
  expect(
    (await headFeeds(page)).map(
      (href) => new URL(href!, page.url()).pathname + new URL(href!, page.url()).search,
    ),
  ).toEqual([`/jobs/feed.xml?${query}`, `/jobs/feed.atom?${query}`, `/jobs/feed.json?${query}`]);
  const follow = page.getByRole("link", { name: "Follow these jobs", exact: true });
  await expect(follow).toBeVisible();
  expect(await follow.getAttribute("href")).toBe(`/jobs/feed.xml?${query}`);
  // Atom and JSON Feed follow it in the same sentence (their purpose read in context).
  await expect(follow.locator("xpath=..").getByRole("link", { name: "Atom", exact: true })).toBeVisible();

  for (const [i, type] of TYPES.entries()) {
    const href = (await headFeeds(page))[i]!;
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(`${type}; charset=utf-8`);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(await response.text()).toContain(`/jobs/${job.id}`);
  }
  // Made for each request, as the search is, and kept by the web server once asked again.
  const feed = `/jobs/feed.xml?${query}`;
  expect((await request.get(feed)).headers()["cache-control"]).toContain("no-store");
  expect((await request.get(feed)).headers()["x-nextjs-cache"]).toBe("HIT");
});

test("a landing page in French keeps its hreflang alternates and adds its feeds, followed in French", async ({
  page,
  request,
}) => {
  await page.goto("/fr/jobs/remote");
  expect(await page.locator('head link[rel="alternate"][hreflang="en"]').getAttribute("href")).toMatch(
    /\/jobs\/remote$/,
  );
  expect((await headFeeds(page)).map((href) => new URL(href!, page.url()).pathname)).toEqual([
    "/fr/jobs/remote/feed.xml",
    "/fr/jobs/remote/feed.atom",
    "/fr/jobs/remote/feed.json",
  ]);
  const follow = page.getByRole("link", { name: "Suivre ces offres", exact: true });
  await expect(follow).toHaveAttribute("href", "/fr/jobs/remote/feed.xml");
  const feed = await request.get("/fr/jobs/remote/feed.xml");
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain("<language>fr</language>");
  expect(xml).toMatch(/<link>http:\/\/localhost:\d+\/fr\/jobs\/remote<\/link>/);
  // Cached as the page is: the second request is answered from the cache.
  const again = await request.get("/fr/jobs/remote/feed.xml");
  expect(again.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  expect((await request.get("/jobs/in/atlantis/feed.xml")).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("browse mode's 'Follow these jobs' is a plain link to the newest jobs' feed", async ({ page }) => {
    await page.goto("/jobs");
    const follow = page.getByRole("link", { name: "Follow these jobs", exact: true });
    await expect(follow).toHaveAttribute("href", "/jobs/feed.xml");
    const response = await page.request.get("/jobs/feed.json");
    expect(response.status()).toBe(200);
    expect((await response.json()).version).toBe("https://jsonfeed.org/version/1.1");
    // Regenerated as /jobs is.
    expect((await page.request.get("/jobs/feed.json")).headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  });
});

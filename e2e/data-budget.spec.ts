import { type BrowserContext, expect, type Page, test } from "@playwright/test";

// What a page downloads that the seeker did not ask for: Next's RSC fetches of pages ahead of a click.

/** The paths of the RSC requests `page` makes from now on. */
function rscRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc") || request.headers().rsc) seen.push(url.pathname);
  });
  return seen;
}

/** /jobs with every card scrolled into view once, and the RSC requests made meanwhile. */
async function jobsScrolledThrough(page: Page): Promise<string[]> {
  const rsc = rscRequests(page);
  await page.goto("/jobs");
  await page.waitForLoadState("networkidle");
  for (const link of await page.getByRole("link", { name: /View Details/ }).all())
    await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1_000);
  return rsc;
}

/** A browser that says data is dear, as Chrome on Android does with Lite mode or on 2G. */
async function savingData(context: BrowserContext, connection: { saveData: boolean; effectiveType: string }) {
  await context.addInitScript(
    (value) => Object.defineProperty(navigator, "connection", { value }),
    connection,
  );
}

test("/jobs fetches no job page ahead until one is pointed at, and then that one alone", async ({ page }) => {
  const rsc = await jobsScrolledThrough(page);
  expect(rsc).toEqual([]);
  const link = page.getByRole("link", { name: /View Details/ }).nth(2);
  const href = await link.getAttribute("href");
  await link.hover();
  await expect.poll(() => rsc).toEqual([href]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

for (const connection of [
  { saveData: true, effectiveType: "4g" },
  { saveData: false, effectiveType: "2g" },
]) {
  test(`with ${connection.saveData ? "Save-Data" : "a 2G connection"} nothing is fetched ahead, even what is pointed at or focused`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: connection.saveData ? { "save-data": "on" } : {},
    });
    await savingData(context, connection);
    const page = await context.newPage();
    const rsc = await jobsScrolledThrough(page);
    const link = page.getByRole("link", { name: /View Details/ }).first();
    await link.hover();
    await link.focus();
    await page.waitForTimeout(1_000);
    expect(rsc).toEqual([]);
    await context.close();
  });
}

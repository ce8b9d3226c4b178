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

test("the footer's data saver switch turns prefetching off at once, and stays on for later pages", async ({
  page,
}) => {
  await page.goto("/jobs");
  const footer = page.getByRole("contentinfo");
  const dataSaver = footer.getByRole("button", { name: /^Data saver/ });
  await expect(dataSaver).toHaveText("Data saver: Off");
  await expect(dataSaver).toHaveAttribute("aria-pressed", "false");
  await dataSaver.click();
  await expect(dataSaver).toHaveText("Data saver: On");
  await expect(dataSaver).toHaveAttribute("aria-pressed", "true");
  expect((await page.context().cookies()).find((c) => c.name === "kazi-data-saver")?.value).toBe("on");

  // A later page: the switch remembers, and pointing at a job fetches nothing ahead.
  const rsc = await jobsScrolledThrough(page);
  await expect(footer.getByRole("button", { name: /^Data saver/ })).toHaveText("Data saver: On");
  const link = page.getByRole("link", { name: /View Details/ }).first();
  await link.hover();
  await link.focus();
  await page.waitForTimeout(1_000);
  expect(rsc).toEqual([]);

  // Off again: reaching for a link fetches it. (Contains, not equals: on its way there the pointer
  // may pass over another card's link as the page scrolls under it, which is reaching for that one too.)
  await footer.getByRole("button", { name: /^Data saver/ }).click();
  await expect(footer.getByRole("button", { name: /^Data saver/ })).toHaveText("Data saver: Off");
  const other = page.getByRole("link", { name: /View Details/ }).nth(1);
  await other.hover();
  await expect.poll(() => rsc).toContain(await other.getAttribute("href"));
});

test("without JavaScript the data saver switch still works, and the page it was on comes back", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr/jobs?page=2");
  const dataSaver = page.getByRole("contentinfo").getByRole("button", { name: "Économiseur de données" });
  await dataSaver.click();
  await expect(page).toHaveURL(/\/fr\/jobs\?page=2$/);
  expect((await context.cookies()).find((c) => c.name === "kazi-data-saver")?.value).toBe("on");
  await page.getByRole("contentinfo").getByRole("button", { name: "Économiseur de données" }).click();
  await expect(page).toHaveURL(/\/fr\/jobs\?page=2$/);
  expect((await context.cookies()).find((c) => c.name === "kazi-data-saver")).toBeUndefined();
  await context.close();
});

/** The service worker's registrations on `page`, and the paths it keeps in its caches. */
const workerState = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname);
    return { registrations: (await navigator.serviceWorker.getRegistrations()).length, kept };
  });

for (const on of [false, true]) {
  test(`with the data saver ${on ? "on, /jobs downloads no service worker and no offline page" : "off, /jobs installs the service worker, which keeps the offline page"}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ serviceWorkers: "allow" });
    if (on) await context.addCookies([{ name: "kazi-data-saver", value: "on", url: baseURL }]);
    const asked: string[] = [];
    context.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const page = await context.newPage();
    await page.goto("/jobs");
    await expect(page.getByRole("link", { name: /View Details/ }).first()).toBeVisible();
    if (on) {
      // Past the moment the page mounts what waits for its load (components/ui/after-load.tsx, ≤ 3 s).
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(5_000);
      expect(await workerState(page)).toEqual({ registrations: 0, kept: [] });
      expect(asked).not.toContain("/sw.js");
    } else {
      await expect
        .poll(async () => (await workerState(page)).kept, { timeout: 20_000 })
        .toEqual(expect.arrayContaining(["/offline", "/jobs"]));
      expect((await workerState(page)).registrations).toBe(1);
    }
    await context.close();
  });
}

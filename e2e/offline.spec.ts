import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { completeLogin, DEMO, logInFromNav, signUpFromNav } from "./auth";
import { webOrigin } from "./slot";
import { openJob, settled } from "./testing";

// Kazi without a connection (lib/pwa/service-worker.ts): what a seeker opened opens again, with a
// note saying since when; anything else gets the offline page; nothing personal outlives log out.

/** The pages (with their query) and data (by path) the service worker keeps in the caches whose names start with `cache`. */
const kept = (page: Page, cache: string) =>
  page.evaluate(async (prefix) => {
    const paths: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith(prefix)))
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        // Searches by their query; data by its path.
        paths.push(url.pathname.startsWith("/api/") ? url.pathname : url.pathname + url.search);
      }
    return paths;
  }, cache);

/** Waits until the service worker controls `page` and keeps `path` in `cache`. */
async function keptAfterOpening(page: Page, path: string, cache: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => kept(page, cache), { timeout: 20_000 }).toContain(path);
}

/** The note on a page the worker answered from what it kept. */
const keptCopyNote = (page: Page) =>
  page.getByRole("status").filter({ hasText: "You're offline — showing what you saw on" });

async function offline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await page.goto(path);
}

test("offline, a job opened before opens again with a note, and a page never opened shows the offline page", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/jobs");
  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading").textContent())!;
  const href = (await card.getByRole("link", { name: /^View Details/ }).getAttribute("href"))!;
  // Opened first as a shared link is: a cold page, before any worker; the worker keeps it once there.
  await keptAfterOpening(page, href, "kazi-pages");
  await expect.poll(() => kept(page, "kazi-offline-")).toContain("/offline");

  await offline(context, page, href);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(keptCopyNote(page)).toBeVisible();

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  // The offline page lists what opens without a connection, by its title (not "… | Kazi"), and its link opens it.
  const opened = page.getByRole("link", {
    name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  });
  await expect(opened).toBeVisible();
  await expect(page.getByRole("link", { name: / \| Kazi$/ })).toHaveCount(0);
  await opened.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Back online, nothing says offline.
  await context.setOffline(false);
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("You're offline")).toHaveCount(0);
  await context.close();
});

test("offline, the home page, the jobs list and a search already run show their last copy with a note", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const search = "/jobs?q=developer";
  await keptAfterOpening(page, "/", "kazi-lists");
  for (const path of ["/jobs", search]) await keptAfterOpening(page, path, "kazi-lists");
  const firstTitle = await page.getByRole("article").first().getByRole("heading").textContent();

  await offline(context, page, search);
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(firstTitle!);
  await expect(keptCopyNote(page)).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toBeVisible();
  await page.goto("/jobs");
  await expect(page.getByRole("article").first()).toBeVisible();
  // A search never run is not kept: the offline page says so.
  await page.goto("/jobs?q=nurse");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await context.close();
});

test("offline, a French page never opened shows the French offline page", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/fr/about");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => kept(page, "kazi-offline-"), { timeout: 20_000 }).toContain("/fr/offline");
  await offline(context, page, "/fr/safety");
  await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await context.close();
});

test("offline, Saved Jobs and Applications show what was last seen, and after log out nothing personal opens", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/about");
  await page.getByRole("button", { name: "Login" }).first().click();
  await completeLogin(page, DEMO);
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
  await keptAfterOpening(page, "/saved-jobs", "kazi-personal");
  await keptAfterOpening(page, "/applications", "kazi-personal");
  // The data these pages read is kept too, once they have read it through the worker.
  await page.reload();
  await expect.poll(() => kept(page, "kazi-personal")).toContain("/api/applications");

  await offline(context, page, "/saved-jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Jobs" })).toBeVisible();
  await expect(keptCopyNote(page)).toBeVisible();
  await page.goto("/applications");
  await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
  await expect(page.getByText("Could not")).toHaveCount(0);

  await context.setOffline(false);
  await page.goto("/about");
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: "Login" }).first()).toBeVisible();
  await expect.poll(() => kept(page, "kazi-personal")).toEqual([]);

  await offline(context, page, "/saved-jobs");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Saved Jobs" })).toHaveCount(0);
  await context.close();
});

test("a personal page opened before the worker knows who is signed in is kept for them, and opens offline", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInFromNav(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // As when the worker took control after the page had read the session: it knows nobody yet.
  await page.evaluate(() => caches.delete("kazi-owner"));
  // With the data saver on, the page is kept as it passes through the worker, or not at all: the page
  // does not ask the worker to fetch it again once loaded (which would keep it for the right person).
  await context.addCookies([{ name: "kazi-data-saver", value: "on", url: webOrigin }]);
  await page.goto("/applications");
  // The page reads the session through the worker, which learns who it is for before the page does.
  await settled(page);
  await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
  await expect.poll(() => kept(page, "kazi-personal")).toContain("/applications");

  await offline(context, page, "/applications");
  await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
  await expect(keptCopyNote(page)).toBeVisible();
  await context.close();
});

/** A phone the demo seeker signed in on, with a job page they opened kept, and /saved-jobs unless told not to. */
async function phoneWithTheirPages(browser: Browser, request: APIRequestContext, savedJobs = true) {
  const job = await openJob(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInFromNav(page);
  await keptAfterOpening(page, `/jobs/${job.id}`, "kazi-pages");
  if (savedJobs) await keptAfterOpening(page, "/saved-jobs", "kazi-personal");
  // The page's session answer is in: it tells the worker who is signed in, and until when.
  await settled(page);
  return { job, context, page };
}

/**
 * Offline, /saved-jobs is the offline page and lists nothing the last person kept: not the job they
 * opened, nor (for the next person still signed out) their Saved Jobs or their name in the navigation.
 */
async function expectNothingOfTheirsOffline(page: Page, jobTitle: string, signedOut = true) {
  await offline(page.context(), page, "/saved-jobs");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Jobs you opened" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: jobTitle })).toHaveCount(0);
  if (!signedOut) return;
  await expect(page.getByRole("button", { name: "Login" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Saved Jobs" })).toHaveCount(0);
}

test("on a shared phone, the jobs the last person opened are gone from the offline page after they log out", async ({
  browser,
  request,
}) => {
  const { job, context, page } = await phoneWithTheirPages(browser, request, false);
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: "Login" }).first()).toBeVisible();

  await expectNothingOfTheirsOffline(page, job.title);
  await context.close();
});

test("on a shared phone, a session that ended where the worker did not see it leaves nothing of that person offline", async ({
  browser,
  request,
}) => {
  const { job, context, page } = await phoneWithTheirPages(browser, request);
  // The session ends without a log out here (it expired, or ended on another device): the cookie is gone.
  await context.clearCookies({ name: /^next-auth\./ });
  // The next person opens a page: the page learns nobody is signed in, and so does the worker.
  await page.goto("/about");
  await settled(page);
  await expect(page.getByRole("button", { name: "Login" }).first()).toBeVisible();
  await expect.poll(() => kept(page, "kazi-personal")).toEqual([]);
  expect(await kept(page, "kazi-pages")).toEqual([]);

  await expectNothingOfTheirsOffline(page, job.title);
  await context.close();
});

test("on a shared phone, the next person signing in gets nothing the last one kept", async ({
  browser,
  request,
}) => {
  const { job, context, page } = await phoneWithTheirPages(browser, request);
  // Someone else signs in on this phone while the last person's session is still kept: no page in
  // between says nobody is signed in. Their session cookie stands in for their sign-in here.
  const elsewhere = await browser.newContext();
  await signUpFromNav(await elsewhere.newPage(), "/about");
  const theirs = (await elsewhere.cookies()).filter((cookie) => cookie.name.startsWith("next-auth."));
  await elsewhere.close();
  await context.clearCookies({ name: /^next-auth\./ });
  await context.addCookies(theirs);
  await page.goto("/about");
  await expect(page.getByRole("button", { name: /account menu for Wanjiru Kamau/i })).toBeVisible();
  await expect.poll(() => kept(page, "kazi-personal")).not.toContain("/saved-jobs");
  expect(await kept(page, "kazi-pages")).toEqual([]);

  await expectNothingOfTheirsOffline(page, job.title, false);
  await context.close();
});

test("on a shared phone, once the last person's session has run out, their kept pages no longer open offline", async ({
  browser,
  request,
}) => {
  const { job, context, page } = await phoneWithTheirPages(browser, request);
  // The session's end, as the worker last heard it, has passed (a month without opening the site).
  await page.evaluate(async () => {
    const owners = await caches.open("kazi-owner");
    const owner = (await (await owners.match("/kazi-owner"))!.json()) as { id: string };
    await owners.put("/kazi-owner", Response.json({ id: owner.id, expires: Date.now() - 1000 }));
  });

  await expectNothingOfTheirsOffline(page, job.title);
  await context.close();
});

test("a new version is announced, and the page reloads only when the seeker asks", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/jobs");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const search = page.getByPlaceholder("Search for jobs, companies, or skills");
  await search.fill("nurse in the middle of typing");

  // The next build's worker. Playwright cannot route the browser's own fetch of a worker script, so
  // the same worker under another address stands in: a new script for the registration, as a build's is.
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?next-build"));
  const notice = page.getByRole("status").filter({ hasText: "A new version of Kazi is ready" });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  // Nothing reloads on its own: what the seeker was typing stays.
  await page.waitForTimeout(1_000);
  await expect(search).toHaveValue("nurse in the middle of typing");

  const reloaded = page.waitForEvent("load");
  await notice.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  // At once, not retried: the reloaded page registers /sw.js again after load and idle, which this
  // test's stand-in (/sw.js?next-build) makes another new version, announced again a moment later.
  expect(await notice.count()).toBe(0);
  await expect(search).toHaveValue("");
  await context.close();
});

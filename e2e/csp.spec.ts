import { expect, test, type Page } from "@playwright/test";
import { completeLogin, DEMO } from "./auth";
import { openJob } from "./testing";
import { idpOrigin } from "./slot";

// With the Content-Security-Policy enforced, every page must still run: any script, style, image,
// connection or form the policy blocks shows up here as a violation.

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      seen.push(message.text());
  });
  return seen;
}

async function reported(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window.__cspViolations ??= []).push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
      );
    });
  });
});

test("the public pages run under the policy without a single violation", async ({ page, request }) => {
  const logged = watchViolations(page);
  const job = await openJob(request);
  const paths = [
    "/",
    "/jobs",
    "/jobs?q=nurse&country=KE",
    "/jobs/remote",
    `/jobs/${job.id}`,
    `/jobs/${job.id}/apply`,
    `/jobs/${job.id}/report`,
    "/safety",
    "/about",
    "/contact",
    "/no-such-page",
    "/jobs/99999999",
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Hydrated: the account island has replaced its placeholder.
    await expect(page.getByRole("button", { name: "Login" }).first()).toBeVisible();
    expect([path, await reported(page)]).toEqual([path, []]);
  }
  // Client-side navigation (RSC fetches, the router's scripts) after a cached page.
  await page.goto("/jobs");
  await page
    .getByRole("link", { name: `View Details for ${job.title}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.getByRole("searchbox").first().fill("engineer");
  await page.getByRole("searchbox").first().press("Enter");
  await expect(page).toHaveURL(/q=engineer/);
  await page.waitForLoadState("networkidle");
  expect(await reported(page)).toEqual([]);
  expect(logged).toEqual([]);
});

test("signing in, the signed-in pages and the provider's screens run without violations", async ({
  page,
  request,
}) => {
  const logged = watchViolations(page);
  const job = await openJob(request);
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole("button", { name: "Login" }).first().click();
  await expect(page).toHaveURL(new RegExp(`^${idpOrigin}/`));
  expect(await reported(page)).toEqual([]);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create your Kazi account" })).toBeVisible();
  expect(await reported(page)).toEqual([]);
  await page.getByRole("link", { name: "Log in" }).click();
  await completeLogin(page, DEMO);
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();

  for (const path of ["/profile", "/profile/edit", "/applications", `/jobs/${job.id}/apply`, "/"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect([path, await reported(page)]).toEqual([path, []]);
  }
  // Logging out posts a form that ends, through redirects, at the provider and back (form-action).
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: "Login" }).first()).toBeVisible();
  expect(await reported(page)).toEqual([]);
  expect(logged).toEqual([]);
});

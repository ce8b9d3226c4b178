import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { brokenBaseURL } from "./testing";
import { dirs } from "./slot";

test.describe("site shell and errors", () => {
  test("an unknown path answers 404 with Page Not Found", async ({ page }) => {
    const res = await page.goto("/no-such-page-here");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Home" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();
  });

  test("home links categories to searches and the navigation works", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Kazi - Africa's Premier Talent Platform");
    await expect(page.getByRole("link", { name: /Find Jobs That Match Your Skills/ })).toHaveAttribute(
      "href",
      "/jobs",
    );
    for (const term of ["software", "design", "marketing", "sales", "engineering", "hospitality"]) {
      await expect(page.locator(`a[href="/jobs?q=${term}"]`)).toHaveCount(1);
    }
    await page.locator(`a[href="/jobs?q=hospitality"]`).click();
    await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
    await page.getByRole("navigation").getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveTitle("About Us | Kazi - Africa's Premier Talent Platform");
  });

  test("footer and static pages", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByText("Have questions or need assistance? We're here to help!")).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.getByText(/April 30, 2025/).first()).toBeVisible();
    await expect(page.getByText(/kazi-lang keeps its code \(such as fr\) for one year/)).toBeVisible();
    await page.goto("/terms");
    await expect(page.getByRole("contentinfo")).toContainText("2025");
    await expect(page.getByRole("contentinfo")).toContainText("Africa, The WorkForce of the World");
  });

  test("For Employers & Recruiters leads to how jobs get onto the board, also from the footer", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "For Employers & Recruiters" }).click();
    await expect(page).toHaveURL(/\/employers$/);
    await expect(page.getByRole("heading", { level: 1, name: "For Employers & Recruiters" })).toBeVisible();
    for (const name of ["Greenhouse", "Lever", "Workable", "SmartRecruiters", /JSON-LD/, "XML"])
      await expect(page.getByRole("listitem").filter({ hasText: name }).first()).toBeVisible();
    await expect(page.getByText("grant_type=client_credentials")).toBeVisible();
    await expect(page.getByText("No fees for job seekers.")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "For employers" })).toHaveAttribute(
      "href",
      "/employers",
    );
    await page.goto("/fr");
    await page.getByRole("link", { name: "Employeurs et recruteurs" }).click();
    await expect(page).toHaveURL(/\/fr\/employers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Employeurs et recruteurs");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>http[^<]+\/employers<\/loc>/);
  });

  test("sitemap lists open jobs and robots points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>http[^<]+\/jobs\/\d+<\/loc>/);
    expect(sitemap).toContain("<lastmod>");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
    // The signed-in areas are not for crawlers.
    for (const path of ["/profile", "/applications", "/saved-jobs", "/alerts"])
      expect(robots).toContain(`Disallow: ${path}\n`);
  });
});

test.describe("when the product API is down", () => {
  // One error boundary serves both (app/[locale]/jobs/(list)/error.tsx): it tells them apart by the
  // address. (Next.js renders a page whose server render failed in the browser: no JavaScript, no text.)
  // The error boundary renders in the browser, after the page's scripts: with the whole suite running
  // beside it, that once took longer than the default 10 s (CI, 2026-11-29).
  test("browse says Failed to load jobs", async ({ page }) => {
    for (const path of ["/jobs", "/jobs?page=2"]) {
      await page.goto(`${brokenBaseURL}${path}`);
      await expect(page.getByText("Failed to load jobs")).toBeVisible({ timeout: 30_000 });
      await expect(
        page.getByText("We couldn't fetch job listings right now. Please try again later."),
      ).toBeVisible();
      await expect(page.getByText("Search Failed")).toHaveCount(0);
    }
  });

  test("search says Search Failed", async ({ page }) => {
    await page.goto(`${brokenBaseURL}/jobs/search?q=software`);
    await expect(page.getByText("Search Failed")).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText("We encountered an issue while searching for jobs. Please try again."),
    ).toBeVisible();
    await expect(page.getByText("Failed to load jobs")).toHaveCount(0);
  });
});

/** The first script a page loads from the build (/_next/static/…). */
async function firstScript(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const src = /<script[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src).toBeTruthy();
  return src!;
}

test("the build's scripts come in Brotli once it is made, gzip before, and are kept for a year", async ({
  request,
}) => {
  const script = await firstScript(request, "/jobs");
  const encodings = new Set<string | undefined>();
  for (let i = 0; i < 50 && !encodings.has("br"); i++) {
    const res = await request.get(script, { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await res.text()).length).toBeGreaterThan(100);
    encodings.add(res.headers()["content-encoding"]);
    if (!encodings.has("br")) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect([...encodings].filter((e) => e !== "gzip")).toEqual(["br"]);
  const gz = await request.get(script, { headers: { "accept-encoding": "gzip" } });
  expect(gz.headers()["content-encoding"]).toBe("gzip");
});

test("every kind of response carries the security headers", async ({ request }) => {
  const jobs = await (await request.get("/api/v1/jobs?pageSize=1")).json();
  // A build's script carries those that mean something on a script, and not the documents' ones.
  const script = (await request.get(await firstScript(request, "/"))).headers();
  expect(script["x-content-type-options"]).toBe("nosniff");
  expect(script["cross-origin-resource-policy"]).toBe("same-origin");
  for (const documentOnly of ["x-frame-options", "content-security-policy", "permissions-policy"])
    expect([documentOnly, script[documentOnly]]).toEqual([documentOnly, undefined]);
  for (const path of [
    "/sw.js",
    "/",
    "/jobs",
    `/jobs/${jobs.jobs[0].id}`,
    "/jobs?q=nurse",
    "/jobs/remote",
    "/no-such-page",
  ]) {
    const headers = (await request.get(path)).headers();
    expect([path, headers["x-frame-options"]]).toEqual([path, "DENY"]);
    expect([path, headers["content-security-policy"]]).toEqual([
      path,
      expect.stringContaining("frame-ancestors 'none'"),
    ]);
    expect([path, headers["x-content-type-options"]]).toEqual([path, "nosniff"]);
    expect([path, headers["referrer-policy"]]).toEqual([path, "strict-origin-when-cross-origin"]);
    expect([path, headers["permissions-policy"]]).toEqual([path, expect.stringContaining("camera=()")]);
  }
  // Data (the API's answers, the sitemap): never framed, and nothing runs should it be opened in a tab.
  for (const path of ["/api/auth/session", "/api/v1/jobs?pageSize=1", "/sitemap.xml"]) {
    const headers = (await request.get(path)).headers();
    expect([path, headers["x-frame-options"]]).toEqual([path, "DENY"]);
    expect([path, headers["content-security-policy"]]).toEqual([
      path,
      "default-src 'none'; frame-ancestors 'none'",
    ]);
    expect([path, headers["x-content-type-options"]]).toEqual([path, "nosniff"]);
  }
});

test("the embedded databases, keys and CVs are readable by their own user only", () => {
  const loose: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if ((statSync(path).mode & 0o077) !== 0) loose.push(path);
      if (entry.isDirectory()) walk(path);
    }
  };
  // The servers of playwright.config.ts: the product API (PGlite, uploads) and the identity provider.
  for (const dir of [`${dirs.data}/api`, `${dirs.data}/identity`]) walk(dir);
  expect(loose).toEqual([]);
});

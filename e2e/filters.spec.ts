import { expect, test } from "@playwright/test";
import { apiJobs } from "./testing";

// The demo data (320 seeded jobs) has dozens of open remote jobs and internships, and jobs in Kenya.
const found = (total: number, page: number, pages: number) =>
  `Found ${total} ${total === 1 ? "opportunity" : "opportunities"} (Page ${page} of ${Math.max(1, pages)})`;

test.describe("filters on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sheet applies a filter; its chip removes it", async ({ page, request }) => {
    const remote = await apiJobs(request, { remoteOption: "remote", pageSize: 15 });
    expect(remote.totalCount).toBeGreaterThan(15);
    await page.goto("/jobs");
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await sheet.getByRole("checkbox", { name: `Remote (${remote.totalCount})` }).check();
    await sheet.getByRole("button", { name: `Show ${remote.totalCount} jobs` }).click();

    await expect(page).toHaveURL(/\/jobs\?remote=remote$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
    await expect(page.getByText(found(remote.totalCount, 1, remote.totalPages))).toBeVisible();
    await expect(page.getByRole("button", { name: "Filters, 1 active" })).toBeVisible();

    await page.getByRole("link", { name: "Remove filter: Remote" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("heading", { name: "Job Recommendations" })).toBeVisible();
  });

  test("Clear all in the sheet drops the filters and keeps the query", async ({ page }) => {
    await page.goto("/jobs?q=engineer&type=Internship");
    await page.getByRole("button", { name: "Filters, 1 active" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/jobs\?q=engineer$/);
    await expect(page.getByRole("link", { name: /^Remove filter/ })).toHaveCount(0);
  });

  test("without JavaScript the Filters link shows the form, which still filters", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/jobs");
    await page.getByRole("link", { name: "Filters", exact: true }).click();
    const form = page.getByRole("form", { name: "Job filters" });
    await expect(form).toBeVisible();
    await form.getByRole("checkbox", { name: /^Remote \(\d+\)$/ }).check();
    await form.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]remote=remote/);
    await expect(page.getByRole("link", { name: "Remove filter: Remote" })).toBeVisible();
    await context.close();
  });
});

test.describe("the language of the job", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a French reader filters French postings in the sheet; its chip removes it", async ({
    page,
    request,
  }) => {
    const french = await apiJobs(request, { language: "fr", pageSize: 15 });
    expect(french.totalCount).toBeGreaterThan(0);
    await page.goto("/fr/jobs");
    await page.getByRole("button", { name: "Filtres", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Filtres" });
    await sheet
      .getByRole("group", { name: "Langue de l'offre" })
      .getByRole("checkbox", { name: /^Français/ })
      .check();
    const show = french.totalCount === 1 ? "Voir 1 offre" : `Voir ${french.totalCount} offres`;
    await sheet.getByRole("button", { name: show }).click();

    await expect(page).toHaveURL(/\/fr\/jobs\?language=fr$/);
    await expect(page.getByRole("heading", { name: "Résultats de recherche" })).toBeVisible();
    await expect(page.locator("article h3[lang=fr]")).toHaveCount(Math.min(15, french.totalCount));
    await page.getByRole("link", { name: "Retirer le filtre : Français" }).click();
    await expect(page).toHaveURL(/\/fr\/jobs$/);
  });

  test("is offered in English with its counts", async ({ page, request }) => {
    const french = await apiJobs(request, { language: "fr", pageSize: 1 });
    await page.goto("/jobs?q=engineer&language=fr");
    await expect(page.getByRole("link", { name: "Remove filter: French" })).toBeVisible();
    await page.goto("/jobs");
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const group = page
      .getByRole("dialog", { name: "Filters" })
      .getByRole("group", { name: "Language of the job" });
    await expect(group.getByRole("checkbox", { name: `French (${french.totalCount})` })).toBeVisible();
  });
});

test.describe("filters on a wide screen", () => {
  test("page 2 keeps the filters in the URL and in every page link", async ({ page, request }) => {
    const remote = await apiJobs(request, { remoteOption: "remote", pageSize: 15 });
    expect(remote.totalPages).toBeGreaterThanOrEqual(2);
    await page.goto("/jobs?remote=remote");
    await page.getByRole("link", { name: "Go to next page" }).click();
    await expect(page).toHaveURL(/\/jobs\?remote=remote&page=2$/);
    await expect(page.getByText(found(remote.totalCount, 2, remote.totalPages))).toBeVisible();
    const pageLinks = page.getByRole("navigation", { name: "Pagination" }).getByRole("link");
    for (const href of await pageLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/jobs\?remote=remote(&page=\d+)?$/);
    }
    await expect(page.getByRole("link", { name: "Remove filter: Remote" })).toHaveAttribute("href", "/jobs");
  });

  test("without JavaScript the filter form submits and filters", async ({ browser, request }) => {
    const expected = await apiJobs(request, { jobType: "Internship", country: "KE", pageSize: 15 });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/jobs");
    const form = page.getByRole("form", { name: "Job filters" });
    await form.getByRole("checkbox", { name: /^Internship \(\d+\)$/ }).check();
    await form.getByRole("combobox", { name: "Country" }).selectOption("KE");
    await form.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]type=Internship/);
    await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
    await expect(page.getByText(found(expected.totalCount, 1, expected.totalPages))).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: Kenya" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: Internship" })).toBeVisible();
    await context.close();
  });

  test("filters combine with the search text, and a new search keeps them", async ({ page }) => {
    await page.goto("/jobs?q=engineer&remote=remote");
    await expect(page.getByRole("link", { name: "Remove filter: Remote" })).toBeVisible();
    await page.getByPlaceholder("Search for jobs, companies, or skills").fill("designer");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\?q=designer&remote=remote$/);
    await expect(page.getByRole("link", { name: "Remove filter: Remote" })).toBeVisible();
  });

  test("search pages are not indexed and name their /jobs URL as canonical", async ({ page }) => {
    await page.goto("/jobs/search?remote=remote&q=design");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/jobs\?q=design&remote=remote$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });
});

test.describe("landing pages", () => {
  test("/jobs/remote has its own title, heading and canonical, with pages in the path", async ({ page }) => {
    const res = await page.goto("/jobs/remote");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle("Remote jobs | Kazi");
    await expect(page.getByRole("heading", { level: 1, name: "Remote jobs" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/jobs\/remote$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Go to next page" }).click();
    await expect(page).toHaveURL(/\/jobs\/remote\/2$/);
    await expect(page).toHaveTitle("Remote jobs - Page 2 | Kazi");
  });

  test("a country with open jobs has a page; an unknown place is a 404", async ({ page }) => {
    await page.goto("/jobs/in/kenya");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs in Kenya" })).toBeVisible();
    const res = await page.goto("/jobs/in/atlantis");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("the jobs page links the landing pages and the sitemap lists them", async ({ page, request }) => {
    await page.goto("/jobs");
    await expect(page.getByRole("link", { name: "Internships", exact: true })).toHaveAttribute(
      "href",
      "/jobs/internships",
    );
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>http[^<]+\/jobs\/remote<\/loc>/);
    expect(sitemap).toMatch(/<loc>http[^<]+\/jobs\/in\/kenya<\/loc>/);
    expect(sitemap).not.toContain("/jobs/in/atlantis");
  });
});

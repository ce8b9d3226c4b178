import { expect, test } from "@playwright/test";
import { apiJobs } from "./testing";

test.describe("jobs listing and search", () => {
  test("browse mode shows ten recommendations and one count: the pages', not 'top 10'", async ({ page }) => {
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { name: "Discover Global Opportunities" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Job Recommendations" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Details" })).toHaveCount(10);
    // The seed has more than one page: the spec's "top 10" note would contradict page 1 of N.
    await expect(page.getByText(/^Showing 1-10 of \d+ jobs • Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByText("Showing top 10 recommendations • Use search for more results")).toHaveCount(
      0,
    );
    await expect(page).toHaveTitle(/Kazi/);
  });

  test("searching from the box switches to search mode with counts", async ({ page, request }) => {
    const expected = await apiJobs(request, { searchQuery: "software", pageSize: 15 });
    await page.goto("/jobs");
    await page.getByPlaceholder("Search for jobs, companies, or skills").fill("software");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/jobs\?q=software$/);
    await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
    const noun = expected.totalCount === 1 ? "opportunity" : "opportunities";
    await expect(
      page.getByText(`Found ${expected.totalCount} ${noun} (Page 1 of ${expected.totalPages})`),
    ).toBeVisible();
    await expect(page.getByText(`${expected.totalCount} Jobs`, { exact: true })).toBeVisible();
    await expect(page.getByPlaceholder("Search for jobs, companies, or skills")).toHaveValue("software");
  });

  test("q on /jobs pre-fills the box and searches", async ({ page }) => {
    await page.goto("/jobs?q=design");
    await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
    await expect(page.getByPlaceholder("Search for jobs, companies, or skills")).toHaveValue("design");
  });

  test("a word typed with a typo finds what it meant and offers it: Did you mean …", async ({
    page,
    request,
  }) => {
    const answer = (await apiJobs(request, { searchQuery: "devloper", pageSize: 15 })) as Awaited<
      ReturnType<typeof apiJobs>
    > & { suggestion?: string };
    expect(answer.suggestion).toBe("developer");
    expect(answer.totalCount).toBeGreaterThan(0);
    await page.goto("/jobs?q=devloper");
    await expect(page.getByText("Did you mean developer?")).toBeVisible();
    await expect(page.getByRole("article").first().getByRole("heading")).toContainText(/developer/i);
    await page.getByRole("link", { name: "developer", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\?q=developer$/);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
    // In French, with its typography, and the suggestion keeps the page's language.
    await page.goto("/fr/jobs?q=devloper");
    await expect(page.getByText("Vouliez-vous dire developer\u202f?")).toBeVisible();
    await expect(page.getByRole("link", { name: "developer", exact: true })).toHaveAttribute(
      "href",
      "/fr/jobs?q=developer",
    );
  });

  test("a role named in one language finds it posted in the others", async ({ page }) => {
    await page.goto("/fr/jobs?q=graphiste");
    const titles = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(titles.join(" | ")).toMatch(/Graphic Designer/);
    expect(titles.join(" | ")).toMatch(/Designer Gráfico|مصمم جرافيك|Mbunifu wa Michoro/);
  });

  test("a search with no match says so", async ({ page }) => {
    await page.goto("/jobs/search?q=zzqxwvvy");
    await expect(page.getByText("No results found")).toBeVisible();
  });

  test("search works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/jobs");
    await page.getByPlaceholder("Search for jobs, companies, or skills").fill("marketing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/jobs\?q=marketing$/);
    await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
    await context.close();
  });

  test("pagination moves through pages with the page in the URL", async ({ page, request }) => {
    let query = "";
    let found = { totalCount: 0, totalPages: 0 };
    for (const candidate of ["engineer", "intern", "manager", "developer", "sales"]) {
      found = await apiJobs(request, { searchQuery: candidate, pageSize: 15 });
      query = candidate;
      if (found.totalPages >= 3) break;
    }
    const { totalCount, totalPages } = found;
    expect(totalPages).toBeGreaterThanOrEqual(3);
    await page.goto(`/jobs/search?q=${query}`);
    await expect(
      page.getByText(`Showing 1-15 of ${totalCount} jobs • Page 1 of ${totalPages}`),
    ).toBeVisible();
    await page.getByRole("link", { name: /next page/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(
      page.getByText(`Showing 16-30 of ${totalCount} jobs • Page 2 of ${totalPages}`),
    ).toBeVisible();
    await page.getByRole("link", { name: /last page/i }).click();
    await expect(page).toHaveURL(new RegExp(`page=${totalPages}`));
    const lastStart = (totalPages - 1) * 15 + 1;
    await expect(
      page.getByText(
        `Showing ${lastStart}-${totalCount} of ${totalCount} jobs • Page ${totalPages} of ${totalPages}`,
      ),
    ).toBeVisible();
    await page.getByRole("link", { name: /first page/i }).click();
    await expect(
      page.getByText(`Showing 1-15 of ${totalCount} jobs • Page 1 of ${totalPages}`),
    ).toBeVisible();
  });

  test("the old debug line about next/previous is not rendered", async ({ page }) => {
    await page.goto("/jobs/search?q=engineer");
    await expect(page.getByText(/hasNext|hasPrevious/)).toHaveCount(0);
  });

  test("links the page does not hydrate still open their pages in place, and the pages they open are whole", async ({
    page,
  }) => {
    // The cards' text, the pages, the landing links and the footer are kept as the server sent them
    // (ServerMarkup): one listener follows their links, as next/link would, without reloading.
    await page.goto("/jobs");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);

    await page.getByRole("link", { name: "View Details" }).first().click();
    await expect(page).toHaveURL(/\/jobs\/\d+$/);
    await expect(page.getByRole("heading", { name: "Job Description" })).toBeVisible();
    expect(await sameDocument()).toBe(true);

    await page.goBack();
    await page.getByRole("link", { name: /next page/i }).click();
    await expect(page).toHaveURL(/\/jobs\/browse\/2$/);
    await expect(page.getByText(/^Showing 11-20 of \d+ jobs • Page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "View Details" })).toHaveCount(10);
    expect(await sameDocument()).toBe(true);

    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await sameDocument()).toBe(true);
  });
});

import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json";
import fr from "../messages/fr.json";
import { apiJobs } from "./testing";

// Every word of a translated page in its language, where only the real page shows it: a remote
// job's place on French cards, the Arabic salary kept in one piece, the level in Arabic.

test("French cards name a remote job's place 'À distance', and countries in French", async ({ page }) => {
  await page.goto("/fr/jobs?remote=remote");
  const chips = page.locator(".job-card bdi");
  await expect(chips.first()).toBeVisible();
  await expect(chips.first()).toHaveText(fr.filters.remote.remote);
  expect(await chips.allTextContents()).not.toContain("Remote");

  await page.goto("/fr/jobs?country=EG");
  await expect(page.locator(".job-card bdi").first()).toHaveText(/Égypte$/);
});

test("an Arabic job page isolates its salary's amount and names the level in Arabic", async ({
  page,
  request,
}) => {
  const { jobs } = await apiJobs(request, { pageSize: 20 });
  const job = jobs.find((j) => (j as unknown as { salaryMin: number | null }).salaryMin !== null) ?? jobs[0];
  await page.goto(`/ar/jobs/${job.id}`);
  const salary = page.locator(".job-facts div", { hasText: ar.job.salary }).locator("dd");
  // FSI … PDI around the amount: "ابتداءً من ⁨7,000 US$⁩", never laid out "US$ 7,000 ابتداءً من".
  expect(await salary.textContent()).toMatch(/\u2068[^\u2069]*\d[^\u2069]*\u2069/);
  const levels = Object.values(ar.filters.level);
  await expect(
    page.getByText(new RegExp(`^(${levels.join("|")}|${ar.job.experienceNotSpecified})$`)),
  ).toBeVisible();
  await expect(page.getByText(/^(Junior|Entry level)$/)).toHaveCount(0);
});

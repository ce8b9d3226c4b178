import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { completeLogin, DEMO, signUpFromNav } from "./auth";
import { ports } from "./slot";
import { axeViolations } from "./axe";

// Scam safety as a seeker meets it: the safety notice and advice, 'Report this job' (for seekers
// whose email address is verified; a guest is asked to log in), verified employers and their filter,
// and a job that enough people report leaving search with a warning on its page.

interface TrustJob {
  id: number;
  title: string;
  company: string;
  verifiedEmployer: boolean;
  caution: boolean;
}

const API = `http://127.0.0.1:${ports.api}`;
const NOTICE = /never ask you to pay to apply, for training or for a medical/;

async function jobs(request: APIRequestContext, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ pageSize: "50", ...query });
  const res = await request.get(`/api/v1/jobs?${params}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { jobs: TrustJob[]; totalCount: number };
}

async function reportThroughDialog(page: Page, reason: RegExp, details?: string) {
  await page.getByRole("button", { name: "Report this job" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this job" });
  await dialog.getByRole("radio", { name: reason }).check();
  if (details) await dialog.getByRole("textbox", { name: /details/i }).fill(details);
  await dialog.getByRole("button", { name: "Send report" }).click();
  return dialog;
}

test.describe("scam safety", () => {
  test("every job page carries the safety notice, linking to /safety's advice", async ({ page, request }) => {
    const [job] = (await jobs(request)).jobs;
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByText(NOTICE)).toBeVisible();
    await page.getByRole("link", { name: "How to stay safe" }).click();
    await expect(page).toHaveURL(/\/safety$/);
    await expect(page).toHaveTitle(/Stay safe from job scams/);
    await expect(page.getByRole("heading", { level: 1, name: "Stay safe from job scams" })).toBeVisible();
    for (const heading of [
      /fee is a warning/,
      /WhatsApp/,
      /free email/,
      /too good to be true/,
      /How to report/,
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Stay safe" })).toHaveAttribute(
      "href",
      "/safety",
    );
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/safety</loc>");
  });

  test("a guest is asked to log in, comes back to the report page and reports; again says already reported", async ({
    page,
    request,
  }) => {
    const job = (await jobs(request)).jobs[1];
    await page.goto(`/jobs/${job.id}`);
    const dialog = await reportThroughDialog(page, /asks for money/i);
    await expect(dialog.getByRole("alert")).toHaveText(/Log in to report this job/);
    await dialog.getByRole("link", { name: "Log in" }).click();
    await completeLogin(page, DEMO);
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/report$`));
    await page.getByRole("radio", { name: /asks for money/i }).check();
    await page.getByRole("textbox", { name: /details/i }).fill("They asked for a KSh 1,500 medical fee.");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status")).toHaveText(/Thanks — we'll review this job/);

    await page.goto(`/jobs/${job.id}`);
    const again = await reportThroughDialog(page, /misleading/i);
    await expect(again.getByRole("status")).toHaveText(/already reported this job/);
  });

  test("without JavaScript, Report this job is a page whose form asks a guest to log in, then reports", async ({
    browser,
    request,
  }) => {
    const job = (await jobs(request)).jobs[4];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("link", { name: "Report this job" }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/report$`));
    const send = async () => {
      await page.getByRole("radio", { name: /fake company/i }).check();
      await page.getByRole("button", { name: "Send report" }).click();
    };
    await send();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/report/sign-in$`));
    await expect(page.getByRole("alert")).toHaveText(/Log in to report this job/);
    await page.getByRole("link", { name: "Log in" }).click();
    // Straight to the provider's login screen, without JavaScript too.
    await completeLogin(page, DEMO);
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/report$`));
    await send();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/report/sent$`));
    await expect(page.getByRole("status")).toHaveText(/Thanks — we'll review this job/);

    for (const path of ["/jobs/2147483647/report", `/jobs/${job.id}/report/nonsense`]) {
      const missing = await page.goto(path);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
    }
    await context.close();
  });

  test("a signed-in seeker reports as themselves, and the apply page carries the notice", async ({
    page,
    request,
  }) => {
    const job = (await jobs(request)).jobs[3];
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("button", { name: "Login to Apply" }).click();
    await completeLogin(page, DEMO);
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByRole("link", { name: "How to stay safe" })).toHaveAttribute("href", "/safety");

    await page.goto(`/jobs/${job.id}`);
    const dialog = await reportThroughDialog(page, /discriminatory/i);
    await expect(dialog.getByRole("status")).toHaveText(/Thanks — we'll review this job/);
  });

  test("verified employers carry a badge, and the filter shows only theirs", async ({ page, request }) => {
    const all = await jobs(request);
    const verified = await jobs(request, { verified: "true" });
    expect(verified.totalCount).toBeGreaterThan(0);
    expect(verified.totalCount).toBeLessThan(all.totalCount);
    expect(verified.jobs.every((job) => job.verifiedEmployer)).toBe(true);

    await page.goto(`/jobs/${verified.jobs[0].id}`);
    const badge = page.getByText("Verified employer", { exact: true });
    await badge.click();
    await expect(page.getByText(/Kazi has checked that this employer/)).toBeVisible();
    await expect(page.getByRole("link", { name: "What this means" })).toHaveAttribute(
      "href",
      "/safety#verified-employers",
    );

    await page.goto("/jobs");
    const filters = page.getByRole("form", { name: "Job filters" });
    await filters.getByRole("checkbox", { name: /Verified employers only/ }).check();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/jobs\?verified=1$/);
    await expect(page.getByText(`Found ${verified.totalCount} opportunities`)).toBeVisible();
    const cards = page.getByRole("article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole("article").filter({ hasText: "Verified employer" })).toHaveCount(count);
    await expect(page.getByRole("link", { name: "Remove filter: Verified employers only" })).toBeVisible();
  });

  test("a job reported by three people leaves search, and its page warns and is not indexed", async ({
    browser,
    page,
    request,
  }) => {
    const candidates = (await jobs(request, { pageSize: "50", pageNumber: "2" })).jobs;
    // A job its own title and company find on the first page of results, so its leaving is visible.
    let job: TrustJob | undefined;
    let q = "";
    for (const candidate of candidates) {
      q = `${candidate.title} ${candidate.company}`.toLowerCase().replace(/[^\p{L}\p{N} ]+/gu, " ");
      const found = await jobs(request, { searchQuery: q, pageSize: "15" });
      if (found.jobs.some((j) => j.id === candidate.id)) {
        job = candidate;
        break;
      }
    }
    expect(job, "a job its title and company find").toBeDefined();
    const { id } = job!;
    const search = `/jobs?q=${encodeURIComponent(q)}`;
    const link = page.locator(`a[href="/jobs/${id}"]`);
    await page.goto(search);
    await expect(link.first()).toBeVisible();
    await page.goto(`/jobs/${id}`);
    await expect(page.getByRole("heading", { name: "Be careful with this job" })).toHaveCount(0);

    const inSitemap = async () =>
      (await (await request.get("/sitemap.xml")).text()).includes(`/jobs/${id}</loc>`);
    expect(await inSitemap()).toBe(true);

    // Three new seekers, their addresses verified, each at their own address (the web server trusts
    // its loopback proxy, so the header stands for the browser's address).
    for (const address of ["198.51.100.21", "198.51.100.22", "198.51.100.23"]) {
      const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
      const reporter = await context.newPage();
      await signUpFromNav(reporter, `/jobs/${id}`);
      const dialog = await reportThroughDialog(reporter, /asks for money/i, "Asked for a fee on WhatsApp.");
      await expect(dialog.getByRole("status")).toHaveText(/Thanks — we'll review this job/);
      await context.close();
    }
    const after = await request.get(`${API}/api/v1/jobs/${id}`);
    expect(((await after.json()) as TrustJob).caution).toBe(true);

    await expect(async () => {
      await page.goto(search);
      await expect(link).toHaveCount(0);
    }).toPass({ timeout: 20_000 });
    await expect.poll(inSitemap, { timeout: 20_000 }).toBe(false);
    await expect(async () => {
      await page.goto(`/jobs/${id}`);
      await expect(page.getByRole("heading", { name: "Be careful with this job" })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole("link", { name: "Read how to stay safe" })).toHaveAttribute(
      "href",
      "/safety",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the report dialog, the report page and an open verified badge pass axe (WCAG 2.2 A/AA)", async ({
    page,
    request,
  }) => {
    const job = (await jobs(request, { verified: "true" })).jobs[5];
    await page.goto(`/jobs/${job.id}`);
    await page.getByText("Verified employer", { exact: true }).click();
    await expect(page.getByRole("link", { name: "What this means" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Report this job" }).click();
    const dialog = page.getByRole("dialog", { name: "Report this job" });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Choose why you are reporting this job.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/jobs/${job.id}/report`);
    await expect(page.getByRole("heading", { level: 1, name: "Report this job" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

import { expect, test } from "@playwright/test";
import { openJob } from "./testing";

const REQUIRED_JOBPOSTING = ["title", "description", "datePosted", "hiringOrganization", "jobLocation"];

test.describe("job detail", () => {
  test("shows the job, its sections and Login to Apply for visitors", async ({ page, request }) => {
    const job = await openJob(request);
    await page.goto("/jobs");
    await page.getByRole("link", { name: "View Details" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    for (const section of [
      "Job Description",
      "Requirements",
      "Job Details",
      "Benefits",
      "Application Deadline",
    ]) {
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Login to Apply" })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(job.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  });

  test("share links carry the job URL and the share text", async ({ page, request, baseURL }) => {
    const job = await openJob(request);
    await page.goto(`/jobs/${job.id}`);
    const url = encodeURIComponent(`${baseURL}/jobs/${job.id}`);
    await expect(page.getByRole("link", { name: /facebook/i })).toHaveAttribute("href", new RegExp(url));
    const x = page.getByRole("link", { name: /share on x|twitter/i });
    await expect(x).toHaveAttribute("href", new RegExp(url));
    await expect(x).toHaveAttribute("href", new RegExp(encodeURIComponent("Check out this job!")));
    await expect(page.getByRole("link", { name: /linkedin/i })).toHaveAttribute("href", new RegExp(url));
    const whatsapp = page.getByRole("link", { name: /whatsapp/i });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    await expect(whatsapp).toHaveAttribute(
      "href",
      new RegExp(encodeURIComponent(`Check out this job! ${baseURL}/jobs/${job.id}`)),
    );
  });

  test("copy link puts the job URL on the clipboard", async ({ page, request, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const job = await openJob(request);
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("button", { name: /copy link/i }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/jobs/${job.id}`);
  });

  test("the server HTML carries content, title, Open Graph and valid JobPosting data", async ({
    request,
    baseURL,
  }) => {
    const job = await openJob(request);
    const res = await request.get(`/jobs/${job.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/jobs/${job.id}"`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/jobs\/\d+"/);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(ld).not.toBeNull();
    const data = JSON.parse(ld![1]);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("JobPosting");
    for (const key of REQUIRED_JOBPOSTING) expect(data[key]).toBeTruthy();
    expect(data.hiringOrganization.name).toBe(job.company);
    expect(data.directApply).toBe(true);
  });

  test("the Open Graph image is a 1200x630 PNG", async ({ request }) => {
    const job = await openJob(request);
    const html = await (await request.get(`/jobs/${job.id}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1];
    const res = await request.get(image);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/png");
    const png = await res.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  test("the share pictures' alt text is in the page's language, at the pictures' own addresses", async ({
    request,
    baseURL,
  }) => {
    const job = await openJob(request);
    const meta = (html: string, attr: string, name: string) =>
      new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
    for (const [prefix, alt] of [
      ["", "A job on Kazi"],
      ["/fr", "Une offre d’emploi sur Kazi"],
      ["/ar", "وظيفة على Kazi"],
    ]) {
      const html = await (await request.get(`${prefix}/jobs/${job.id}`)).text();
      expect([prefix, meta(html, "property", "og:image")]).toEqual([
        prefix,
        `${baseURL}${prefix}/jobs/${job.id}/opengraph-image`,
      ]);
      expect([prefix, meta(html, "property", "og:image:alt")]).toEqual([prefix, alt]);
      expect([prefix, meta(html, "name", "twitter:image")]).toEqual([
        prefix,
        `${baseURL}${prefix}/jobs/${job.id}/twitter-image`,
      ]);
      expect([prefix, meta(html, "name", "twitter:image:alt")]).toEqual([prefix, alt]);
    }
  });

  test("the Arabic share picture, with its Arabic labels, renders", async ({ request }) => {
    const job = await openJob(request);
    const res = await request.get(`/ar/jobs/${job.id}/opengraph-image`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/png");
    const png = await res.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  test("a missing job is a real 404 with the 'Job Not Found' message", async ({ page }) => {
    const res = await page.goto("/jobs/987654321");
    expect(res?.status()).toBe(404);
    await expect(
      page.getByText("The job you are looking for does not exist or has been removed."),
    ).toBeVisible();
    await expect(page.getByText("Job Not Found")).toBeVisible();
  });

  test("ids and pages no job or page can have are 404s, not 500s", async ({ request }) => {
    for (const path of [
      "/jobs/99999999999",
      "/jobs/2147483648",
      "/jobs/2147483648/apply",
      "/jobs/2147483648/opengraph-image",
      "/jobs/2147483648/twitter-image",
      "/jobs/browse/1000001",
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect([path, res.status()]).toEqual([path, 404]);
    }
  });
});

import { expect, test } from "@playwright/test";
import { completeLogin, DEMO, PDF } from "./auth";
import { idpOrigin } from "./slot";
import { openJob } from "./testing";

// A seeker on a slow phone sees the server's HTML long before the JavaScript runs (or it never does).
test.use({ javaScriptEnabled: false });

test.describe("before JavaScript", () => {
  test("Login to Apply opens the provider's login screen straight away and comes back to the apply form", async ({
    page,
    request,
  }) => {
    const job = await openJob(request);
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("button", { name: "Login to Apply" }).click();
    // No next-auth page in between: the provider's own screen.
    await expect(page).toHaveURL(new RegExp(`^${idpOrigin}/`));
    await completeLogin(page, DEMO);
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(job.title);
    // The browser's own file input, as it shows the chosen file's name with no script; the page's
    // picker (components/apply/file-field.tsx) needs one for that.
    const file = page.locator('input[type="file"]').last();
    await expect(file).toHaveCSS("opacity", "1");
    await expect(page.getByText("Choose a file").filter({ visible: true })).toHaveCount(0);
    await file.setInputFiles(PDF);
    expect(await file.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(PDF.name);
  });

  for (const [path, heading, message] of [
    ["/jobs/999999", "Job Not Found", "The job you are looking for does not exist or has been removed."],
    // The proxy answers a missing job's apply form with the job's own 404.
    [
      "/jobs/999999/apply",
      "Job Not Found",
      "The job you are looking for does not exist or has been removed.",
    ],
    ["/jobs/in/atlantis", "Page Not Found", "The page you're looking for doesn't exist or has been moved."],
    ["/no-such-page", "Page Not Found", "The page you're looking for doesn't exist or has been moved."],
    ["/jobs/browse/10001", "Page Not Found", "The page you're looking for doesn't exist or has been moved."],
    ["/jobs/browse/500", "Page Not Found", "The page you're looking for doesn't exist or has been moved."],
    [
      "/jobs?q=dev&page=10001",
      "Page Not Found",
      "The page you're looking for doesn't exist or has been moved.",
    ],
  ]) {
    test(`${path} is a 404 that says so in its HTML`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Kazi`);
      await expect(page.getByText(message)).toBeVisible();
      // The page around it is there too: the site's navigation and a way on.
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

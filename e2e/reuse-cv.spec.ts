import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { PDF, signUpFromNav } from "./auth";
import { apiJobs } from "./testing";
import { axeViolations as violations } from "./axe";

// One-tap apply with a CV already sent (docs/product.md, Apply): apply once with a file, apply again with the same CV without sending it
// again, and get the very bytes back from the profile.

test("apply to a second job reusing the first CV, then download it from the profile", async ({
  page,
  request,
}) => {
  const [first, second] = (await apiJobs(request, { pageSize: 5 })).jobs;
  const cv = {
    ...PDF,
    name: "Wanjiru CV.pdf",
    buffer: Buffer.concat([PDF.buffer, Buffer.from(`% reuse-cv ${Date.now()}\n`)]),
  };
  await signUpFromNav(page, "/");

  await page.goto(`/jobs/${first.id}/apply`);
  // A seeker who never applied sees the plain upload.
  await expect(page.getByRole("radio", { name: /Use the CV I sent on/ })).toHaveCount(0);
  await page.getByLabel(/resume\/cv/i).setInputFiles(cv);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted successfully! All the best!")).toBeVisible();

  await page.goto(`/jobs/${second.id}/apply`);
  const submit = page.getByRole("button", { name: "Submit Application" });
  await expect(submit).toBeDisabled();
  const reuse = page.getByRole("radio", { name: /^Use the CV I sent on .+ \(Wanjiru CV\.pdf, \d+ bytes\)$/ });
  expect(await violations(page)).toEqual([]);
  await reuse.check();
  await expect(submit).toBeEnabled();
  const [posted] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/applications"),
    submit.click(),
  ]);
  const body = posted.postDataBuffer() ?? Buffer.alloc(0);
  expect(body.toString("latin1")).toContain('name="resumeFileId"');
  expect(body.includes(cv.buffer)).toBe(false);
  expect(body.toString("latin1")).not.toContain('name="resumeFile"');
  await expect(page.getByText("Application submitted successfully! All the best!")).toBeVisible();

  await page.goto("/applications");
  await expect(page.getByRole("link", { name: first.title }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: second.title }).first()).toBeVisible();

  await page.goto("/profile");
  const files = page.getByRole("region", { name: "Your files" });
  const downloads = files.getByRole("link", { name: "Download Wanjiru CV.pdf" });
  await expect(downloads).toHaveCount(2);
  await expect(files.getByRole("link", { name: second.title })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent("download"), downloads.first().click()]);
  expect(download.suggestedFilename()).toBe("Wanjiru CV.pdf");
  expect((await readFile(await download.path())).equals(cv.buffer)).toBe(true);

  // The download is its owner's only: signed out, the same link is refused.
  const fileUrl = await downloads.first().getAttribute("href");
  const anonymous = await request.get(fileUrl!);
  expect(anonymous.status()).toBe(401);
});

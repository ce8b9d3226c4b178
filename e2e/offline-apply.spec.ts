import { expect, type Request, test } from "@playwright/test";
import en from "../messages/en.json";
import { PDF, signUpFromNav } from "./auth";
import { openJob } from "./testing";

// Issue 17, item 5: going offline on the apply form loses nothing, and the application is sent once
// when the seeker is back online. The browser context really goes offline; the servers are real.

const SUBMITTED = en.flash.applicationSubmitted;

test("the apply form keeps its files offline, and sends the application once back online", async ({
  page,
  context,
  request,
}) => {
  const job = await openJob(request);
  await signUpFromNav(page, "/");
  await page.goto(`/jobs/${job.id}/apply`);
  const resume = page.getByLabel(/resume\/cv/i);
  const submit = page.getByRole("button", { name: "Submit Application" });
  const status = page.getByRole("status").filter({ hasText: /online/ });
  const failure = page.getByRole("alert").filter({ hasText: en.apply.failure });
  const chosen = () => resume.evaluate((input: HTMLInputElement) => [...input.files!].map((f) => f.name));
  await resume.setInputFiles(PDF);
  await expect(submit).toBeEnabled();

  const sent: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/applications") sent.push(r);
  });

  await context.setOffline(true);
  await expect(status).toHaveText(en.pwa.apply.offline);
  await submit.click();
  await expect(status).toHaveText(en.pwa.apply.offline);
  await expect(failure).toHaveCount(0);
  expect(await chosen()).toEqual([PDF.name]);

  // Back online, the first attempt reaches the API, which stores it, but its answer is lost on the way
  // back: to the browser, a network failure.
  await context.setOffline(false);
  await expect(status).toHaveText(en.pwa.apply.online);
  await page.route(
    "**/api/applications",
    async (route) => {
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort("connectionreset");
    },
    { times: 1 },
  );
  await submit.click();
  await expect(failure).toBeVisible();
  expect(await chosen()).toEqual([PDF.name]);

  // The retry is the same application: the API answers with the one it stored.
  await submit.click();
  await expect(page.getByText(SUBMITTED)).toBeVisible();
  expect(sent).toHaveLength(2);
  const keys = await Promise.all(sent.map((r) => r.headerValue("idempotency-key")));
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keys[1]).toBe(keys[0]);

  const mine = await page.request.get("/api/applications");
  expect(mine.status()).toBe(200);
  const { applications } = (await mine.json()) as { applications: { job: { id: number } }[] };
  expect(applications.map((a) => a.job.id)).toEqual([job.id]);
});

import { expect, type Page, test } from "@playwright/test";
import { completeLogin, DEMO, PDF, signUpFromNav } from "./auth";
import { idpOrigin, webOrigin } from "./slot";
import { axeViolations } from "./axe";

// Saved jobs and "Applied" marks (docs/product.md, Saved Jobs): save a job from a card as a guest (sign in, come back, saved), remove it on
// Saved Jobs; after applying, 'Applied · {date}' on the card and the job page, and 'View application'.

/** The first job card on /jobs: its id and title. */
async function firstCard(page: Page) {
  await page.goto("/jobs");
  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading").textContent())!;
  const href = (await card.getByRole("link", { name: /^View Details/ }).getAttribute("href"))!;
  return { id: Number(href.split("/").pop()), title };
}

const cardOf = (page: Page, job: { id: number }) =>
  page.getByRole("article").filter({ has: page.locator(`a[href="/jobs/${job.id}"]`) });

test("a guest saves a job from its card, signs in, comes back with it saved, and removes it on Saved Jobs", async ({
  page,
}) => {
  const job = await firstCard(page);
  const saves: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === `/api/jobs/${job.id}/save`) saves.push(r.method());
  });
  // The islands know the visitor is a guest once the navigation offers Login.
  await expect(page.getByRole("button", { name: "Login" }).first()).toBeVisible();
  await cardOf(page, job)
    .getByRole("button", { name: `Save job: ${job.title}` })
    .click();
  await completeLogin(page, DEMO);

  // Back on the page they were on, at the job's button, with the job saved by signing in (the press
  // was the form's one POST, lib/auth/pending-save.ts).
  await expect(cardOf(page, job).getByRole("button", { name: `Saved: ${job.title}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page).toHaveURL(`${webOrigin}/jobs#save-${job.id}`);
  expect(saves).toEqual(["POST"]);
  const marks = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/me/job-marks");
  await page.reload();
  expect((await marks).status()).toBe(200);
  const saved = cardOf(page, job).getByRole("button", { name: `Saved: ${job.title}` });
  await expect(saved).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Saved Jobs" }).click();
  await expect(page).toHaveURL(`${webOrigin}/saved-jobs`);
  await expect(page.getByRole("heading", { name: "Saved Jobs", level: 1 })).toBeVisible();
  const item = page.getByRole("article").filter({ has: page.getByRole("heading", { name: job.title }) });
  await expect(item.first()).toBeVisible();
  // axe over the list with a job in it (e2e/every-page.spec.ts sees the demo account's empty state).
  expect(await axeViolations(page)).toEqual([]);
  await item
    .first()
    .getByRole("button", { name: `Remove ${job.title}` })
    .click();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("No Saved Jobs Yet")).toBeVisible();

  // Unsaved everywhere: the card's bookmark is no longer pressed.
  await page.goto("/jobs");
  await expect(cardOf(page, job).getByRole("button", { name: `Save job: ${job.title}` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("a signed-in seeker saves and unsaves on the job page, with one job-marks request per page load", async ({
  page,
}) => {
  await signUpFromNav(page, "/");
  const job = await firstCard(page);
  const requests: string[] = [];
  page.on("request", (r) => {
    const fromJobPage = r.headers()["referer"]?.endsWith(`/jobs/${job.id}`);
    if (new URL(r.url()).pathname === "/api/me/job-marks" && fromJobPage) requests.push(r.url());
  });
  await page.goto(`/jobs/${job.id}`);
  const button = page.getByRole("button", { name: "Save job" });
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Saved" }).click();
  await expect(page.getByRole("button", { name: "Save job" })).toHaveAttribute("aria-pressed", "false");
  expect(requests).toHaveLength(2);
});

test("after applying, the card and the job page say 'Applied · {date}' and offer 'View application'", async ({
  page,
}) => {
  await signUpFromNav(page, "/");
  const job = await firstCard(page);
  // From here on client-side navigation only: the marks the page loaded must not go stale.
  await cardOf(page, job)
    .getByRole("link", { name: /^View Details/ })
    .click();
  await page.getByRole("link", { name: "Apply Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
  await page.locator('input[type="file"]').first().setInputFiles(PDF);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted successfully! All the best!")).toBeVisible();
  await expect(page).toHaveURL(`${webOrigin}/jobs`);

  const today = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(
    new Date(),
  );
  await expect(cardOf(page, job).getByText(`Applied · ${today}`)).toBeVisible();
  await cardOf(page, job)
    .getByRole("link", { name: /^View Details/ })
    .click();
  await expect(page).toHaveURL(`${webOrigin}/jobs/${job.id}`);
  await expect(page.getByText(`Applied · ${today}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply Now" })).toHaveCount(0);
  await page.getByRole("link", { name: "View application" }).click();
  await expect(page).toHaveURL(`${webOrigin}/applications`);
  await expect(page.getByRole("link", { name: job.title }).first()).toBeVisible();

  // And on a fresh load of the job page.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText(`Applied · ${today}`)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the bookmark is a form: a guest signs in and comes back to the page at the job, saved", async ({
    page,
  }) => {
    await page.goto("/jobs/browse/2");
    // The last card: the page has to open scrolled down to it.
    const card = page.getByRole("article").last();
    const title = (await card.getByRole("heading").textContent())!;
    const href = (await card.getByRole("link", { name: /^View Details/ }).getAttribute("href"))!;
    const jobId = Number(href.split("/").pop());
    const savedIds = async () => (await (await page.request.get("/api/me/job-marks")).json()).saved;
    await card.getByRole("button", { name: `Save job: ${title}` }).click();
    // Straight to the provider's login screen, no page in between.
    await completeLogin(page, DEMO);

    // Signing in saved it; the page opens at the job's Save button.
    await expect(page).toHaveURL(`${webOrigin}/jobs/browse/2#save-${jobId}`);
    expect(await savedIds()).toContain(jobId);
    await expect(page.getByRole("button", { name: `Save job: ${title}` })).toBeInViewport();
    // Tidy up: the demo account is shared with other specs.
    const removed = await page.request.delete(`/api/jobs/${jobId}/save`, { headers: { origin: webOrigin } });
    expect(removed.status()).toBe(200);
  });
});

test("a guest opening Saved Jobs or Alerts is at the provider's login screen, in the page's language, and comes back", async ({
  page,
}) => {
  // No page in between (next-auth's own sign-in page is English, unstyled, and one tap more).
  await page.goto("/fr/alerts");
  await expect(page).toHaveURL(new RegExp(`^${idpOrigin}/`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.goto("/saved-jobs?page=1");
  await completeLogin(page, DEMO);
  await expect(page).toHaveURL(`${webOrigin}/saved-jobs?page=1`);
  await expect(page.getByRole("heading", { name: "Saved Jobs", level: 1 })).toBeVisible();
});

import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { completeLogin, DEMO, PDF } from "./auth";
import { axeViolations as violations } from "./axe";
import { brokenBaseURL, openJob, settled } from "./testing";
import { idpOrigin } from "./slot";

// axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) over every view of the site, signed out and signed in, at
// phone and desktop widths, with zero violations. To check a new page, add it to VIEWS.

// Traces would record every step of axe's own scripts; a failure lists the violations instead.
test.use({ trace: "off" });

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

interface Known {
  jobId: number;
  category: string;
}

interface View {
  name: string;
  /** A path on the web app, or a full URL (the "broken" server). */
  url: (known: Known) => string;
  /** Signed-in pages send visitors home, so they are checked signed in only. */
  signedInOnly?: boolean;
  /** Brings the page to the state to check (a dialog open...). */
  open?: (page: Page) => Promise<void>;
}

const VIEWS: View[] = [
  { name: "home", url: () => "/" },
  { name: "browse jobs", url: () => "/jobs" },
  { name: "search with results", url: () => "/jobs?q=engineer" },
  { name: "search without results", url: () => "/jobs?q=zzqxwvvy" },
  { name: "search with filters", url: () => "/jobs?q=engineer&remote=remote&type=Full-time" },
  { name: "remote jobs", url: () => "/jobs/remote" },
  { name: "internships", url: () => "/jobs/internships" },
  { name: "a category", url: (k) => `/jobs/category/${k.category}` },
  { name: "a place", url: () => "/jobs/in/kenya" },
  { name: "a job", url: (k) => `/jobs/${k.jobId}` },
  {
    name: "a job, report dialog",
    url: (k) => `/jobs/${k.jobId}`,
    open: async (page) => {
      await page.getByRole("button", { name: "Report this job" }).click();
      await expect(page.getByRole("dialog").getByRole("heading", { name: "Report this job" })).toBeVisible();
    },
  },
  { name: "report a job", url: (k) => `/jobs/${k.jobId}/report` },
  { name: "apply", url: (k) => `/jobs/${k.jobId}/apply` },
  {
    name: "apply, a file chosen",
    url: (k) => `/jobs/${k.jobId}/apply`,
    signedInOnly: true,
    open: async (page) => {
      await page.locator('input[type="file"]').last().setInputFiles(PDF);
      await expect(page.getByText(PDF.name)).toBeVisible();
    },
  },
  { name: "applications", url: () => "/applications", signedInOnly: true },
  { name: "saved jobs", url: () => "/saved-jobs", signedInOnly: true },
  { name: "job alerts", url: () => "/alerts", signedInOnly: true },
  { name: "unsubscribe from an alert", url: () => "/alerts/unsubscribe?token=1.x" },
  { name: "turn notifications off", url: () => "/notifications/off?token=x.y" },
  { name: "profile", url: () => "/profile", signedInOnly: true },
  { name: "edit profile", url: () => "/profile/edit", signedInOnly: true },
  {
    name: "edit profile, license dialog",
    url: () => "/profile/edit",
    signedInOnly: true,
    open: async (page) => {
      await page
        .getByRole("button", { name: /Add (Your First )?License/ })
        .first()
        .click();
      await expect(page.getByRole("dialog").getByLabel(/license name/i)).toBeVisible();
    },
  },
  { name: "about", url: () => "/about" },
  { name: "contact", url: () => "/contact" },
  { name: "privacy policy", url: () => "/privacy-policy" },
  { name: "terms", url: () => "/terms" },
  { name: "safety", url: () => "/safety" },
  { name: "for employers", url: () => "/employers" },
  { name: "missing job", url: () => "/jobs/999999" },
  { name: "missing page", url: () => "/no-such-page" },
  { name: "jobs when the API is down", url: () => `${brokenBaseURL}/jobs` },
  { name: "search when the API is down", url: () => `${brokenBaseURL}/jobs?q=engineer` },
];

type Language = "en" | "fr" | "ar";

/** An address in a language: /fr/jobs, /ar (a full URL of the broken server likewise). */
function inLanguage(url: string, language: Language) {
  if (language === "en") return url;
  const { origin, pathname, search } = new URL(url, "http://relative");
  const path = `/${language}${pathname === "/" ? "" : pathname}${search}`;
  return origin === "http://relative" ? path : `${origin}${path}`;
}

test("axe finds violations where there are some", async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>Test</title><body><main><img src="data:,"><button></button></main></body></html>',
  );
  const found = await violations(page);
  expect(found).toEqual([expect.stringMatching(/^button-name/), expect.stringMatching(/^image-alt/)]);
});

let known: Known;
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async ({ browser, request }) => {
  const job = await openJob(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/jobs");
  const category = await page.locator('a[href^="/jobs/category/"]').first().getAttribute("href");
  known = { jobId: job.id, category: category!.split("/")[3] };
  await page.goto("/");
  await page.getByRole("button", { name: "Login" }).click();
  await completeLogin(page, DEMO);
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
  signedIn = await context.storageState();
  await context.close();
});

async function pageFor(browser: Browser, width: keyof typeof WIDTHS, asSeeker: boolean) {
  const context = await browser.newContext({
    viewport: WIDTHS[width],
    ...(asSeeker ? { storageState: signedIn } : {}),
  });
  return context.newPage();
}

for (const width of Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]) {
  for (const asSeeker of [false, true]) {
    test.describe(`${asSeeker ? "signed in" : "signed out"}, ${width}`, () => {
      // One page for the whole group: the views are visited in turn, as a visitor would.
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        page = await pageFor(browser, width, asSeeker);
      });
      test.afterAll(() => page.context().close());

      for (const view of VIEWS.filter((v) => asSeeker || !v.signedInOnly)) {
        test(view.name, async () => {
          await page.goto(view.url(known));
          await settled(page);
          if (view.open) await view.open(page);
          const found = await violations(page);
          expect(found, found.join("\n")).toEqual([]);
        });
      }
    });
  }

  test(`the provider's login and sign-up pages, ${width}`, async ({ browser }) => {
    const page = await pageFor(browser, width, false);
    const found: string[] = [];
    await page.goto("/");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(new RegExp(`^${idpOrigin}/`));
    await expect(page.getByLabel(/password/i)).toBeVisible();
    found.push(...(await violations(page)).map((line) => `login: ${line}`));

    await page.goto("/");
    await page.getByRole("button", { name: "Sign Up" }).first().click();
    await expect(page).toHaveURL(new RegExp(`^${idpOrigin}/`));
    await expect(page.getByLabel(/name/i).first()).toBeVisible();
    found.push(...(await violations(page)).map((line) => `sign-up: ${line}`));
    await page.context().close();
    expect(found, found.join("\n")).toEqual([]);
  });
}

// French and Arabic (right to left), signed in, one width each: the same views in their language
// (the views that open a dialog by its English name are left to the English runs).
for (const [language, width] of [
  ["fr", "phone"],
  ["ar", "desktop"],
] as const) {
  test.describe(`${language}, signed in, ${width}`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await pageFor(browser, width, true);
    });
    test.afterAll(() => page.context().close());

    for (const view of VIEWS.filter((v) => !v.open)) {
      test(view.name, async () => {
        await page.goto(inLanguage(view.url(known), language));
        await settled(page, language);
        const found = await violations(page);
        expect(found, found.join("\n")).toEqual([]);
      });
    }
  });
}

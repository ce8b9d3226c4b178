import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { logInFromNav, PDF } from "./auth";
import { openJob, settled } from "./testing";

// Every page fits a 320- and a 360-pixel-wide phone in every language, signed out and signed in: the
// page never scrolls sideways, and no visible button, link or field sticks out of the screen or has
// its text cut off. One context per language and state; each page is measured at both widths.

test.use({ trace: "off" });

const LANGUAGES = { en: "", fr: "/fr", pt: "/pt", sw: "/sw", ar: "/ar" } as const;
type Language = keyof typeof LANGUAGES;
const WIDTHS = [320, 360];
const LONG_FILE_NAME = "Curriculum_Vitae_Wanjiru_Kamau_Nairobi_Software_Engineer_2026_final.pdf";

interface View {
  name: string;
  path: (jobId: number) => string;
  signedInOnly?: boolean;
  /** Brings the page to the state to measure. */
  open?: (page: Page) => Promise<void>;
}

const VIEWS: View[] = [
  { name: "home", path: () => "/" },
  { name: "jobs", path: () => "/jobs" },
  {
    name: "jobs, filter sheet",
    path: () => "/jobs",
    open: async (page) => {
      await page.locator('button[aria-haspopup="dialog"]').first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  { name: "search", path: () => "/jobs?q=developer" },
  // "Did you mean …" above the results.
  { name: "search with a typo", path: () => "/jobs?q=devloper" },
  { name: "remote jobs", path: () => "/jobs/remote" },
  { name: "a job", path: (id) => `/jobs/${id}` },
  { name: "apply", path: (id) => `/jobs/${id}/apply` },
  {
    name: "apply, a long file name chosen",
    path: (id) => `/jobs/${id}/apply`,
    signedInOnly: true,
    open: async (page) => {
      // The cover letter's picker: there whether or not the seeker has sent a CV before.
      await page
        .locator('input[type="file"]')
        .last()
        .setInputFiles({ ...PDF, name: LONG_FILE_NAME });
      await expect(page.getByText(LONG_FILE_NAME)).toBeVisible();
    },
  },
  { name: "about", path: () => "/about" },
  { name: "contact", path: () => "/contact" },
  { name: "safety", path: () => "/safety" },
  { name: "for employers", path: () => "/employers" },
  { name: "privacy policy", path: () => "/privacy-policy" },
  { name: "terms", path: () => "/terms" },
  { name: "profile", path: () => "/profile", signedInOnly: true },
  { name: "edit profile", path: () => "/profile/edit", signedInOnly: true },
  { name: "applications", path: () => "/applications", signedInOnly: true },
  { name: "saved jobs", path: () => "/saved-jobs", signedInOnly: true },
  { name: "job alerts", path: () => "/alerts", signedInOnly: true },
  { name: "turn notifications off", path: () => "/notifications/off?token=x.y" },
];

/**
 * What sticks out at the window's width: the page wider than the window, and each visible control
 * outside 0..innerWidth or with more text than its box shows. Controls inside a box that scrolls
 * sideways on purpose are measured against that box instead.
 */
function offences(): string[] {
  // Parts below the fold are laid out only near the screen (content-visibility: auto), and clip what
  // sticks out of them meanwhile: measured, they are all laid out.
  if (!document.getElementById("all-laid-out"))
    document.head.insertAdjacentHTML(
      "beforeend",
      '<style id="all-laid-out">* { content-visibility: visible !important; }</style>',
    );
  const width = window.innerWidth;
  const found: string[] = [];
  const pageWidth = document.scrollingElement!.scrollWidth;
  const describe = (el: Element) => {
    const text = (
      el.getAttribute("aria-label") ||
      (el as HTMLElement).innerText ||
      el.getAttribute("name") ||
      ""
    )
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);
    return `${el.tagName.toLowerCase()} "${text}"`;
  };
  if (pageWidth > width) {
    // The innermost boxes past the window's edge: what makes the page wide.
    const past = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const culprits = [...document.body.querySelectorAll("*")].filter(
      (el) => past(el) && ![...el.children].some(past),
    );
    found.push(
      `the page is ${pageWidth}px wide (past the edge: ${culprits.slice(0, 3).map(describe).join(", ")})`,
    );
  }
  const scrollsSideways = (el: Element) => {
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflowX = getComputedStyle(box).overflowX;
      if ((overflowX === "auto" || overflowX === "scroll") && box.scrollWidth > box.clientWidth) return true;
    }
    return false;
  };
  for (const el of document.querySelectorAll(
    "a[href], button, input:not([type=hidden]), select, textarea, summary",
  )) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    // Visually hidden (sr-only: clipped to nothing) and empty boxes take no room on the screen.
    if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
    if (box.width <= 1 || box.height <= 1) continue;
    if (scrollsSideways(el)) continue;
    if (box.left < -0.5 || box.right > width + 0.5)
      found.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}px`);
    const html = el as HTMLElement;
    // The text of a block box wider than the box (inline boxes have no clientWidth); an input's value
    // scrolls inside it by design.
    if (
      html.clientWidth > 0 &&
      html.scrollWidth > html.clientWidth + 1 &&
      !["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName) &&
      style.display !== "inline"
    )
      found.push(`${describe(el)} shows ${html.clientWidth}px of its ${html.scrollWidth}px text`);
  }
  return found;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let signedIn: Promise<StorageState> | undefined;

/** The demo seeker's cookies, signed in once for all the signed-in runs. */
function seekerState(browser: Browser): Promise<StorageState> {
  signedIn ??= (async () => {
    const context = await browser.newContext();
    await logInFromNav(await context.newPage());
    const state = await context.storageState();
    await context.close();
    return state;
  })();
  return signedIn;
}

for (const language of Object.keys(LANGUAGES) as Language[]) {
  for (const asSeeker of [false, true]) {
    test(`${language}, ${asSeeker ? "signed in" : "signed out"}: every page fits 320 and 360 pixels`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const jobId = (await openJob(request)).id;
      const context = await browser.newContext({
        viewport: { width: WIDTHS[0], height: 640 },
        ...(asSeeker ? { storageState: await seekerState(browser) } : {}),
      });
      const page = await context.newPage();
      const report: string[] = [];
      try {
        for (const view of VIEWS) {
          if (view.signedInOnly && !asSeeker) continue;
          const path =
            view.path(jobId) === "/"
              ? LANGUAGES[language] || "/"
              : `${LANGUAGES[language]}${view.path(jobId)}`;
          await page.setViewportSize({ width: WIDTHS[0], height: 640 });
          await page.goto(path);
          // Measured once the account area knows who is there.
          await settled(page, language);
          await view.open?.(page);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 640 });
            for (const offence of await page.evaluate(offences))
              report.push(`${width}px ${path} (${view.name}): ${offence}`);
          }
        }
      } finally {
        await context.close();
      }
      expect(report, `What does not fit:\n${report.join("\n")}`).toEqual([]);
    });
  }
}

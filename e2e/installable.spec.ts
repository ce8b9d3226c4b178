import { expect, test } from "@playwright/test";
import en from "../messages/en.json";
import { webOrigin } from "./slot";

// Kazi as an installable app: the manifest, its icons, the link to it on every language's pages, and
// Chromium's own verdict through the DevTools protocol.

/** A PNG's "{width}x{height}", from its header. */
function pngSize(body: Buffer): string {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test("the manifest names Kazi, opens it standalone at / and is kept a day", async ({ request }) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  expect(res.headers()["cache-control"]).toBe("public, max-age=86400");
  expect(await res.json()).toMatchObject({
    id: "/",
    name: "Kazi",
    short_name: "Kazi",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "en",
    theme_color: "#377EDB",
    background_color: "#ffffff",
    shortcuts: [
      { name: en.layout.jobs, url: "/jobs" },
      { name: en.layout.savedJobs, url: "/saved-jobs" },
      { name: en.layout.applications, url: "/applications" },
    ],
  });
});

test("the manifest's icons are PNGs of the sizes it says, kept a year", async ({ request }) => {
  const { icons } = (await (await request.get("/manifest.webmanifest")).json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const { src, sizes } of icons) {
    const res = await request.get(src);
    expect([src, res.status()]).toEqual([src, 200]);
    expect(res.headers()["content-type"]).toBe("image/png");
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect([src, pngSize(await res.body())]).toEqual([src, sizes]);
  }
});

test("English and French pages link the manifest", async ({ page }) => {
  for (const path of ["/", "/jobs", "/fr", "/fr/jobs"]) {
    await page.goto(path);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  }
});

// In a profile of its own: Playwright's contexts are incognito ones, where Chromium installs nothing
// ("in-incognito").
test("Chromium reads the manifest without errors and finds Kazi installable", async ({
  playwright,
  launchOptions,
  headless,
}, testInfo) => {
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    ...launchOptions,
    headless,
    baseURL: webOrigin,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.url).toBe(`${webOrigin}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the Install Kazi prompt waits for a second visit, and Not now puts it away", async ({
  playwright,
  launchOptions,
  headless,
}, testInfo) => {
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    ...launchOptions,
    headless,
    baseURL: webOrigin,
  });
  // Notes when Chromium has said the site can be installed, before the page's own listener runs.
  await context.addInitScript(() =>
    addEventListener("beforeinstallprompt", () =>
      document.documentElement.setAttribute("data-installable", ""),
    ),
  );
  /** Home in a new tab, a new session, once Chromium has said it can be installed. */
  const visit = async () => {
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html[data-installable]")).toHaveCount(1);
    return page;
  };
  try {
    const first = await visit();
    await first.getByRole("link", { name: "Jobs" }).first().click();
    await expect(first.getByRole("button", { name: "Install Kazi" })).toHaveCount(0);
    await first.reload();
    await expect(first.locator("html[data-installable]")).toHaveCount(1);
    await expect(first.getByRole("button", { name: "Install Kazi" })).toHaveCount(0);
    await first.close();

    const second = await visit();
    await expect(second.getByRole("button", { name: "Install Kazi" })).toBeVisible();
    await second.getByRole("button", { name: "Not now" }).click();
    await expect(second.getByRole("button", { name: "Install Kazi" })).toHaveCount(0);
    await second.close();

    const third = await visit();
    await expect(third.getByRole("button", { name: "Install Kazi" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

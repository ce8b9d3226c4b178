import { type Browser, expect, type Page, test } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import fr from "../messages/fr.json";
import pt from "../messages/pt.json";
import sw from "../messages/sw.json";
import { completeLogin, DEMO } from "./auth";
import { openJob, settled } from "./testing";
import { webOrigin } from "./slot";

// Every page in every language: the document names its language (and direction), the heading is
// translated, no English interface text is left, and the switcher keeps the page. Job content is the
// employer's own (it carries its own lang) and is left out of the comparison.

const CATALOGUES = { fr, pt, sw, ar } as const;
type Language = keyof typeof CATALOGUES;
const LANGUAGES = Object.keys(CATALOGUES) as Language[];

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : leaves(value)));

/** The literal text of an ICU message, outside its arguments: "Apply for {title}" -> ["Apply for "]. */
function literals(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of message) {
    if (char === "{") {
      if (depth === 0) parts.push(current);
      current = "";
      depth++;
    } else if (char === "}") depth--;
    else if (depth === 0) current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * English interface text that must not show on a page in `language`: every literal of the English
 * catalogue of two words or more, unless the language's own catalogue uses it too (a brand, an
 * address, "CV").
 */
function englishOnly(language: Language): string[] {
  const own = leaves(CATALOGUES[language] as Tree).join("\n");
  const texts = new Set(leaves(en as Tree).flatMap(literals));
  return [...texts].filter(
    (text) => /\p{L}+\s+\p{L}+/u.test(text) && text.length >= 8 && !own.includes(text),
  );
}

/** A message key shown instead of its text ("jobs.noResults"): a namespace missing from a ClientMessages. */
const RAW_KEY = new RegExp(`\\b(?:${Object.keys(en).join("|")})\\.[a-zA-Z]+`);

const at = (language: Language, path: string) => (path === "/" ? `/${language}` : `/${language}${path}`);

/**
 * The page's visible text without content in another language (job postings, the suggestion), and
 * without that content where interface text quotes it ("View details for Customer Success Manager").
 */
async function interfaceText(page: Page, language: string): Promise<string> {
  return page.evaluate((lang) => {
    const body = document.body.cloneNode(true) as HTMLElement;
    const quoted = new Set<string>();
    for (const other of body.querySelectorAll(`[lang]:not([lang="${lang}"])`)) {
      const text = (other as HTMLElement).textContent?.trim();
      if (text) quoted.add(text);
      other.remove();
    }
    for (const hidden of body.querySelectorAll("script, style, template, [hidden]")) hidden.remove();
    document.documentElement.append(body);
    let text = body.innerText;
    body.remove();
    for (const content of [...quoted].sort((a, b) => b.length - a.length))
      text = text.split(content).join(" ");
    return text;
  }, language);
}

/** The first heading, unless it is the employer's own text (a job title, in the job's language). */
async function interfaceHeading(page: Page, language: string): Promise<string | null> {
  return page
    .locator("h1")
    .first()
    .evaluate((h1, lang) => {
      const own = h1.closest("[lang]")?.getAttribute("lang");
      return own && own !== lang ? null : (h1.textContent ?? "").trim();
    }, language);
}

interface Known {
  jobId: number;
}

const PUBLIC_PAGES = (k: Known) => [
  "/",
  "/jobs",
  "/jobs?q=engineer",
  "/jobs/remote",
  "/jobs/internships",
  "/jobs/in/kenya",
  `/jobs/${k.jobId}`,
  `/jobs/${k.jobId}/report`,
  "/about",
  "/contact",
  "/safety",
  "/employers",
  "/privacy-policy",
  "/terms",
  "/alerts/unsubscribe?token=1.x",
  "/jobs/999999",
  "/no-such-page",
];
const SIGNED_IN_PAGES = (k: Known) => [
  "/profile",
  "/profile/edit",
  "/applications",
  "/saved-jobs",
  "/alerts",
  `/jobs/${k.jobId}/apply`,
];

let known: Known;
let signedIn: Awaited<ReturnType<import("@playwright/test").BrowserContext["storageState"]>>;

test.beforeAll(async ({ browser, request }) => {
  known = { jobId: (await openJob(request)).id };
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Login" }).click();
  await completeLogin(page, DEMO);
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
  signedIn = await context.storageState();
  await context.close();
});

/** The English heading of each page, to tell a translated one from it. */
async function englishHeadings(browser: Browser, paths: string[], asSeeker: boolean) {
  const context = await browser.newContext(asSeeker ? { storageState: signedIn } : {});
  const page = await context.newPage();
  const headings = new Map<string, string>();
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    headings.set(path, (await page.locator("h1").first().textContent())?.trim() ?? "");
  }
  await context.close();
  return headings;
}

for (const asSeeker of [false, true]) {
  test(`every ${asSeeker ? "signed-in" : "public"} page in every language`, async ({ browser }) => {
    test.setTimeout(240_000);
    const paths = (asSeeker ? SIGNED_IN_PAGES : PUBLIC_PAGES)(known);
    const english = await englishHeadings(browser, paths, asSeeker);
    const context = await browser.newContext(asSeeker ? { storageState: signedIn } : {});
    const page = await context.newPage();
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const forbidden = englishOnly(language);
      for (const path of paths) {
        const url = at(language, path);
        await page.goto(url);
        await settled(page, language);
        const html = page.locator("html");
        await expect(html, url).toHaveAttribute("lang", language);
        await expect(html, url).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
        const heading = await interfaceHeading(page, language);
        if (heading !== null && heading === english.get(path))
          problems.push(`${url}: heading "${heading}" is the English one`);
        const text = await interfaceText(page, language);
        for (const left of forbidden.filter((phrase) => text.includes(phrase)))
          problems.push(`${url}: English text left: "${left}"`);
        const key = RAW_KEY.exec(text);
        if (key) problems.push(`${url}: the message key "${key[0]}" shows instead of its text`);
      }
    }
    await context.close();
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

test.describe("the language switcher", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`keeps the page, the search and the page number ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/jobs?q=engineer&page=1");
      await page.locator("header details summary").click();
      await page.locator("header details").getByRole("link", { name: "Français" }).click();
      await expect(page).toHaveURL(`${webOrigin}/fr/jobs?q=engineer&page=1`);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");

      await page.goto(`/ar/jobs/${known.jobId}`);
      await page.locator("footer").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(`${webOrigin}/jobs/${known.jobId}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await context.close();
    });
  }

  test("an unknown language is a clear 400", async ({ request }) => {
    const response = await request.get("/api/language?to=de", { maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toContain("en, fr, pt, sw, ar");
  });
});

test.describe("a browser that prefers French", () => {
  test.use({ locale: "fr-FR" });

  test("is never redirected, and is offered the French page until it says no", async ({ page }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${webOrigin}/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const suggestion = page.getByRole("complementary", { name: "Ce site existe en français" });
    await expect(suggestion).toBeVisible();
    await suggestion.getByRole("button", { name: "Fermer" }).click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    // Hydrated, so the suggestion's check has run. Not "networkidle": a prefetch Next starts again
    // after a reload can stall for 30 s (next start does it too).
    await settled(page);
    await expect(suggestion).toBeHidden();

    await page.goto("/fr/about");
    await settled(page, "fr");
    await expect(
      page.getByRole("complementary", { name: /existe|available|disponível|inapatikana|متاح/ }),
    ).toHaveCount(0);
  });
});

test("a search is kept by the web server once repeated, in every language as in English", async ({
  request,
}) => {
  for (const prefix of ["", "/fr", "/ar"]) {
    const search = `${prefix}/jobs?q=${encodeURIComponent(`developer ${Date.now()}`)}&remote=remote`;
    // Rendered twice (kept the second time, lib/cache/front-cache.ts), then answered from the cache.
    for (let i = 0; i < 2; i++)
      expect((await request.get(search)).headers()["x-nextjs-cache"]).toBeUndefined();
    expect((await request.get(search)).headers()["x-nextjs-cache"]).toBe("HIT");
  }
});

test.describe("search engines", () => {
  test("each page names its canonical address and its alternates in every language", async ({ page }) => {
    await page.goto("/fr/about");
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${webOrigin}/fr/about`);
    for (const [lang, path] of [
      ["en", "/about"],
      ["fr", "/fr/about"],
      ["pt", "/pt/about"],
      ["sw", "/sw/about"],
      ["ar", "/ar/about"],
      ["x-default", "/about"],
    ])
      await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        "href",
        `${webOrigin}${path}`,
      );
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_FR");

    await page.goto(`/ar/jobs/${known.jobId}`);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${webOrigin}/ar/jobs/${known.jobId}`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${webOrigin}/jobs/${known.jobId}`,
    );
  });

  test("English addresses stay where they were, and /en/… redirects to them", async ({ request }) => {
    for (const path of ["/", "/jobs", "/about", `/jobs/${known.jobId}`, "/jobs/remote"])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    const redirected = await request.get("/en/about?x=1", { maxRedirects: 0 });
    expect(redirected.status()).toBe(308);
    expect(redirected.headers().location).toBe("/about?x=1");
  });

  test("the sitemap lists every language of each page", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>http[^<]+\/about<\/loc>/);
    expect(sitemap).toMatch(/hreflang="fr" href="http[^"]+\/fr\/about"/);
    expect(sitemap).toMatch(/hreflang="ar" href="http[^"]+\/ar\/jobs\/\d+"/);
    expect(sitemap).toMatch(/hreflang="x-default" href="http[^"]+\/jobs\/remote"/);
  });
});

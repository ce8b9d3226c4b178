import { samePageIn } from "./language-choice";
import { direction, isLocale, localePath, splitLocale } from "./locales";
import { absoluteAlternates, sitemapUrl } from "./sitemap";

describe("a page's address in a language", () => {
  it("keeps English addresses as they are and puts the other languages' code in front", () => {
    expect(localePath("en", "/jobs/12")).toBe("/jobs/12");
    expect(localePath("fr", "/jobs/12")).toBe("/fr/jobs/12");
    expect(localePath("ar", "/")).toBe("/ar");
    expect(localePath("sw", "/?x=1")).toBe("/sw?x=1");
    expect(localePath("pt", "/jobs?q=dev&page=2")).toBe("/pt/jobs?q=dev&page=2");
  });

  it("leaves the route handlers alone: /api has one address for every language", () => {
    expect(localePath("fr", "/api/language?to=en")).toBe("/api/language?to=en");
  });

  it("reads the language an address is in, and the address without it", () => {
    expect(splitLocale("/fr/jobs/12")).toEqual({ locale: "fr", path: "/jobs/12" });
    expect(splitLocale("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocale("/pt?x=1")).toEqual({ locale: "pt", path: "/?x=1" });
    expect(splitLocale("/jobs/12")).toEqual({ locale: "en", path: "/jobs/12" });
    // Only a whole first segment names a language.
    expect(splitLocale("/france/jobs")).toEqual({ locale: "en", path: "/france/jobs" });
    expect(splitLocale("/en/jobs")).toEqual({ locale: "en", path: "/en/jobs" });
  });

  it("knows its languages and their direction", () => {
    expect(["en", "fr", "pt", "sw", "ar"].every(isLocale)).toBe(true);
    expect(isLocale("de")).toBe(false);
    expect(direction("ar")).toBe("rtl");
    expect(direction("fr")).toBe("ltr");
  });
});

describe("the switcher", () => {
  it("opens the same page, search and page number in the chosen language", () => {
    expect(samePageIn("fr", "/jobs?q=design&country=Kenya&page=3")).toBe(
      "/fr/jobs?q=design&country=Kenya&page=3",
    );
    expect(samePageIn("en", "/ar/jobs/12")).toBe("/jobs/12");
    expect(samePageIn("sw", "/pt")).toBe("/sw");
  });

  it("goes to the chosen language's home page without a page of this site to come from", () => {
    expect(samePageIn("fr", null)).toBe("/fr");
    expect(samePageIn("ar", "//evil.example/x")).toBe("/ar");
    expect(samePageIn("pt", "https://evil.example/x")).toBe("/pt");
  });
});

describe("sitemap alternates", () => {
  it("lists every language's absolute address, English as x-default", () => {
    expect(absoluteAlternates("https://kazi.test", "/about")).toEqual({
      en: "https://kazi.test/about",
      fr: "https://kazi.test/fr/about",
      pt: "https://kazi.test/pt/about",
      sw: "https://kazi.test/sw/about",
      ar: "https://kazi.test/ar/about",
      "x-default": "https://kazi.test/about",
    });
  });

  it("writes a <url> with its hreflang links", () => {
    const xml = sitemapUrl("https://kazi.test", "/jobs/7", new Date(Date.UTC(2026, 0, 2)));
    expect(xml).toContain("<loc>https://kazi.test/jobs/7</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://kazi.test/fr/jobs/7"/>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://kazi.test/jobs/7"/>',
    );
  });
});

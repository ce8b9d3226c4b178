import { samePageIn } from "./language-choice";
import {
  direction,
  formatLocale,
  isLocale,
  localeOfFormat,
  localePath,
  LOCALES,
  splitLocale,
} from "./locales";
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

describe("the locale numbers, money and dates are written in", () => {
  it("writes Portuguese as Angola does, not Brazil, and keeps English in US English", () => {
    expect(formatLocale("pt")).toBe("pt-AO");
    expect(formatLocale("en")).toBe("en-US");
    expect(formatLocale("fr")).toBe("fr");
    // Already a formatting locale (or anything else): left as it is.
    expect(formatLocale("pt-AO")).toBe("pt-AO");
    expect(localeOfFormat("pt-AO")).toBe("pt");
    expect(localeOfFormat("pt-BR")).toBeUndefined();
  });

  it("groups thousands with a space in Portuguese money and counts (Brazil: US$ 50.000, 1.204)", () => {
    const money = new Intl.NumberFormat(formatLocale("pt"), {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    });
    expect(money.format(50000)).toBe("50\u00a0000\u00a0US$");
    expect(new Intl.NumberFormat(formatLocale("pt")).format(1204)).toBe("1\u00a0204");
    expect(new Intl.DisplayNames([formatLocale("pt")], { type: "region" }).of("KE")).toBe("Quénia");
  });

  it("keeps each language's plural forms: the catalogue's plurals pick the same form", () => {
    for (const locale of LOCALES) {
      const page = new Intl.PluralRules(locale);
      const formatted = new Intl.PluralRules(formatLocale(locale));
      for (const n of [0, 1, 1.5, 2, 3, 11, 100, 1000, 1_000_000]) {
        expect([locale, n, formatted.select(n)]).toEqual([locale, n, page.select(n)]);
      }
    }
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

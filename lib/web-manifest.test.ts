import { existsSync } from "node:fs";
import en from "@/messages/en.json";
import { manifestPath, webManifest } from "./web-manifest";

describe("the web app manifest", () => {
  it("names the app after SITE_NAME and opens it standalone at /", async () => {
    const saved = process.env.NEXT_PUBLIC_SITE_NAME;
    process.env.NEXT_PUBLIC_SITE_NAME = "Kazi Kenya";
    try {
      jest.resetModules();
      const { webManifest: renamed } = await import("./web-manifest");
      const manifest = await renamed();
      expect(manifest).toMatchObject({
        name: "Kazi Kenya",
        short_name: "Kazi Kenya",
        description: en.meta.defaultDescription.replace("{product}", "Kazi Kenya"),
      });
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_NAME;
      else process.env.NEXT_PUBLIC_SITE_NAME = saved;
    }
  });

  it("has what Chromium needs to install it, in English, in the site's colours", async () => {
    expect(await webManifest()).toMatchObject({
      id: "/",
      name: "Kazi",
      start_url: "/",
      scope: "/",
      display: "standalone",
      lang: "en",
      dir: "ltr",
      theme_color: "#377EDB",
      background_color: "#ffffff",
    });
  });

  it("lists 192 and 512 px icons and a maskable one, all in public/", async () => {
    const { icons = [] } = await webManifest();
    expect(icons.map(({ sizes, purpose, type }) => [sizes, purpose, type])).toEqual([
      ["192x192", "any", "image/png"],
      ["512x512", "any", "image/png"],
      ["512x512", "maskable", "image/png"],
    ]);
    for (const { src } of icons) expect(existsSync(`public${src.split("?")[0]}`)).toBe(true);
  });

  it("has shortcuts to Jobs, Saved Jobs and Applications, named as the navigation names them", async () => {
    expect((await webManifest()).shortcuts).toEqual([
      { name: en.layout.jobs, url: "/jobs" },
      { name: en.layout.savedJobs, url: "/saved-jobs" },
      { name: en.layout.applications, url: "/applications" },
    ]);
  });
});

describe("the web app manifest in each language", () => {
  it("names, opens and lists its shortcuts in French under /fr, as one app with English's", async () => {
    const fr = (await import("@/messages/fr.json")).default;
    expect(await webManifest("fr")).toMatchObject({
      id: "/",
      scope: "/",
      start_url: "/fr",
      lang: "fr",
      dir: "ltr",
      description: fr.meta.defaultDescription.replace("{product}", "Kazi"),
      shortcuts: [
        { name: fr.layout.jobs, url: "/fr/jobs" },
        { name: fr.layout.savedJobs, url: "/fr/saved-jobs" },
        { name: fr.layout.applications, url: "/fr/applications" },
      ],
    });
  });

  it("is right to left in Arabic", async () => {
    expect(await webManifest("ar")).toMatchObject({ lang: "ar", dir: "rtl", start_url: "/ar" });
  });

  it("is linked from each language's pages at its own address", () => {
    expect(manifestPath("en")).toBe("/manifest.webmanifest");
    expect(manifestPath("sw")).toBe("/sw/manifest.webmanifest");
  });
});

/**
 * @jest-environment node
 */
// React streams its server render with setImmediate, which jsdom does not have.
import { usePathname } from "next/navigation";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { siteConfig } from "@/lib/site";
import GlobalError from "./global-error";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));

/** The boundary's HTML once its screen (loaded on demand) has rendered. */
function renderAt(pathname: string): Promise<string> {
  jest.mocked(usePathname).mockReturnValue(pathname);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<GlobalError error={new Error("boom")} />, {
      onAllReady() {
        let html = "";
        const out = new PassThrough();
        out.on("data", (chunk: Buffer) => (html += chunk.toString()));
        out.on("end", () => resolve(html));
        pipe(out);
      },
      onShellError: reject,
    });
  });
}

describe("GlobalError", () => {
  it("speaks English at an English address, as before", async () => {
    const html = await renderAt("/jobs/12");
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(`<title>Application Error | ${siteConfig.name}</title>`);
    expect(html).toContain(
      "The application encountered an unexpected error. Please try again or contact support if the issue persists.",
    );
    expect(html).toMatch(/<a href="\/"[^>]*>Go to Home<\/a>/);
  });

  it("speaks the address's language, and goes home in it", async () => {
    const html = await renderAt("/fr/jobs/12");
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain("Erreur de l’application");
    expect(html).toMatch(/<a href="\/fr"[^>]*>Retour à l’accueil<\/a>/);
    expect(html).not.toContain("Application Error");
  });

  it("is right to left in Arabic", async () => {
    expect(await renderAt("/ar")).toContain('<html lang="ar" dir="rtl">');
  });
});

import { usePathname } from "next/navigation";
import { renderToStaticMarkup } from "react-dom/server";
import { siteConfig } from "@/lib/site";
import GlobalError from "./global-error";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));

function renderAt(pathname: string) {
  jest.mocked(usePathname).mockReturnValue(pathname);
  return renderToStaticMarkup(<GlobalError error={new Error("boom")} />);
}

describe("GlobalError", () => {
  it("speaks English at an English address, as before", () => {
    const html = renderAt("/jobs/12");
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(`<title>Application Error | ${siteConfig.name}</title>`);
    expect(html).toContain(
      "The application encountered an unexpected error. Please try again or contact support if the issue persists.",
    );
    expect(html).toMatch(/<a href="\/"[^>]*>Go to Home<\/a>/);
  });

  it("speaks the address's language, and goes home in it", () => {
    const html = renderAt("/fr/jobs/12");
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain("Erreur de l’application");
    expect(html).toMatch(/<a href="\/fr"[^>]*>Retour à l’accueil<\/a>/);
    expect(html).not.toContain("Application Error");
  });

  it("is right to left in Arabic", () => {
    expect(renderAt("/ar")).toContain('<html lang="ar" dir="rtl">');
  });
});

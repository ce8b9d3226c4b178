import { screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import TermsPage, { generateMetadata as termsMetadata } from "@/app/[locale]/terms/page";
import type { Locale } from "@/lib/i18n/locales";
import { siteConfig } from "@/lib/site";
import { renderWithIntl } from "@/lib/i18n/testing";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import pt from "@/messages/pt.json";
import sw from "@/messages/sw.json";
import PrivacyPolicyPage, { generateMetadata as privacyMetadata } from "./page";

// The pages are server components: getTranslations gives the catalogue's translator, as on the server.
const catalogues = { en, fr, pt, sw, ar };
jest.mock("next-intl/server", () => ({
  getTranslations: async ({
    locale,
    namespace,
  }: {
    locale: Locale;
    namespace: "privacy" | "terms" | "meta";
  }) => createTranslator({ locale, messages: catalogues[locale] as typeof en, namespace, timeZone: "UTC" }),
}));

const params = (locale: Locale) => Promise.resolve({ locale });
/** As Testing Library reads text: white space (the no-break spaces of French) as one space. */
const text = (message: string) => message.replace(/\s+/g, " ");
const NOTICE =
  /English version prevails|version anglaise fait foi|prevalece a versão inglesa|toleo la Kiingereza|النسخة الإنجليزية/;

async function renderPage(page: typeof PrivacyPolicyPage, locale: Locale) {
  return renderWithIntl(await page({ params: params(locale) }), { locale });
}

describe("the privacy policy", () => {
  it("keeps its English texts, without a note on which version prevails", async () => {
    await renderPage(PrivacyPolicyPage, "en");
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByText("Effective April 30, 2025")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "6. What we keep, and how to download or remove it" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/the CV or resume you upload \(PDF, DOC, DOCX or RTF, up to 5 MB\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it("is in French at /fr, says the English version prevails, and links in French", async () => {
    await renderPage(PrivacyPolicyPage, "fr");
    expect(
      screen.getByRole("heading", { level: 1, name: "Politique de confidentialité" }),
    ).toBeInTheDocument();
    expect(screen.getByText("En vigueur à compter du 30 avril 2025")).toBeInTheDocument();
    expect(screen.getByText(text(fr.legal.translationNotice))).toBeInTheDocument();
    expect(screen.getByText(/PDF, DOC, DOCX ou RTF, 5 Mo au maximum/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Conditions d’utilisation" })).toHaveAttribute(
      "href",
      "/fr/terms",
    );
    expect(screen.getByRole("link", { name: "profil" })).toHaveAttribute("href", "/fr/profile");
    expect(screen.getByRole("navigation", { name: "Sommaire" })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/In short|Who we are|Contents/);
  });

  it.each(["pt", "sw", "ar"] as const)(
    "is translated in %s, with the contact address kept",
    async (locale) => {
      await renderPage(PrivacyPolicyPage, locale);
      const messages = catalogues[locale];
      expect(screen.getByRole("heading", { level: 1, name: messages.privacy.title })).toBeInTheDocument();
      expect(screen.getByText(text(messages.legal.translationNotice))).toBeInTheDocument();
      const contact = screen.getByRole("region", { name: `12. ${messages.privacy.contactTitle}` });
      expect(within(contact).getByRole("link")).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
    },
  );

  it("has a translated title and description", async () => {
    const metadata = await privacyMetadata({ params: params("fr") });
    expect(metadata.title).toBe("Politique de confidentialité");
    expect(metadata.description).toMatch(`Comment ${siteConfig.name} collecte`);
    expect(metadata.alternates?.canonical).toBe("/fr/privacy-policy");
  });
});

describe("the terms of use", () => {
  it("keep their English texts", async () => {
    await renderPage(TermsPage, "en");
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeInTheDocument();
    expect(screen.getByText("Last updated April 30, 2025")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: `2. Who can use ${siteConfig.name}` })).toBeInTheDocument();
    expect(
      screen.getByText(`No legitimate employer on ${siteConfig.name} will ask you to pay a fee`),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it("are in Arabic at /ar, with the note on which version prevails", async () => {
    await renderPage(TermsPage, "ar");
    expect(screen.getByRole("heading", { level: 1, name: "شروط الاستخدام" })).toBeInTheDocument();
    expect(screen.getByText(text(ar.legal.translationNotice))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "سياسة الخصوصية" })).toHaveAttribute(
      "href",
      "/ar/privacy-policy",
    );
  });

  it("have a translated title", async () => {
    const metadata = await termsMetadata({ params: params("sw") });
    expect(metadata.title).toBe("Masharti ya Matumizi");
  });
});

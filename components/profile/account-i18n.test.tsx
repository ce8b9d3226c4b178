import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { IntlMessageFormat } from "intl-messageformat";
import { renderWithIntl } from "@/lib/i18n/testing";
import type { Locale } from "@/lib/i18n/locales";
import type { JobAlert } from "@/lib/product-api/alerts";
import type { UserMe } from "@/lib/product-api/types";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import pt from "@/messages/pt.json";
import sw from "@/messages/sw.json";
import { AlertList } from "@/components/alerts/alert-list";
import { ApplyForm } from "@/components/apply/apply-form";
import { ProfileEditor } from "./profile-editor";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), back: jest.fn() }) }));

const NAMESPACES = [
  "profile",
  "applications",
  "savedJobs",
  "alerts",
  "apply",
  "auth",
  "flash",
  "forms",
] as const;
const catalogues = { en, fr, pt, sw, ar };

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );

const user: UserMe = {
  id: "seeker-1",
  name: "Aminata Diallo",
  username: "aminata",
  email: "aminata@example.sn",
  professionalLicenses: [],
};

function renderEditor(locale: Locale, me: UserMe = user) {
  const client = new QueryClient();
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <ProfileEditor user={me} />
    </QueryClientProvider>,
    { locale },
  );
}

describe("the account area in other languages", () => {
  it.each(Object.keys(catalogues) as Locale[])(
    "has every account message in %s, each one parsing",
    (locale) => {
      for (const namespace of NAMESPACES) {
        const english = leaves(en[namespace] as Tree).map(([key]) => key);
        const own = leaves(catalogues[locale][namespace] as Tree);
        expect(own.map(([key]) => key)).toEqual(english);
        for (const [, message] of own) expect(() => new IntlMessageFormat(message, locale)).not.toThrow();
      }
    },
  );

  it("edits the profile in French, the language choice showing the page's language", () => {
    renderEditor("fr");
    expect(screen.getByRole("heading", { name: "Modifier le profil" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enregistrer les modifications" })).toBeDisabled();
    expect(screen.getByLabelText("Langue")).toHaveValue("fr");
    expect(screen.getByText("Aucune licence ajoutée")).toBeInTheDocument();
  });

  it("shows the profile's own language first", () => {
    renderEditor("fr", { ...user, language: "ar" });
    expect(screen.getByLabelText("Langue")).toHaveValue("ar");
  });

  it("lists job alerts in Arabic", () => {
    const alert = {
      id: 1,
      searchQuery: "nurse",
      country: [],
      city: [],
      jobType: [],
      remoteOption: [],
      experienceLevel: [],
      category: [],
      minSalary: 1000,
      verified: false,
      frequency: "weekly",
      paused: false,
      channels: ["email"],
    } as unknown as JobAlert;
    renderWithIntl(<AlertList initialAlerts={[alert]} />, { locale: "ar" });
    expect(screen.getByText("يُرسل أسبوعيًا")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "حذف التنبيه “nurse”" })).toBeInTheDocument();
  });

  it("offers the apply form in French, with the file rules in French", () => {
    const client = new QueryClient();
    renderWithIntl(
      <QueryClientProvider client={client}>
        <ApplyForm jobId={3} />
      </QueryClientProvider>,
      { locale: "fr" },
    );
    expect(screen.getByRole("button", { name: "Envoyer ma candidature" })).toBeDisabled();
    expect(screen.getAllByText("Format PDF, DOC, DOCX ou RTF (5 Mo max.)")).toHaveLength(2);
    expect(screen.getByText(/Lettre de motivation/)).toBeInTheDocument();
  });
});

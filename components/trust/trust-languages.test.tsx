import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApplyCta } from "@/components/jobs/apply-cta";
import { ShareJob } from "@/components/jobs/share-job";
import { resetJobMarks } from "@/components/jobs/use-job-marks";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { CautionBanner } from "./caution-banner";
import { ReportJobForm } from "./report-job-form";
import { SafetyNotice } from "./safety-notice";
import { VerifiedBadge } from "./verified-badge";

// The job page's trust and share features as a French or Arabic reader meets them.

beforeEach(() => {
  resetJobMarks();
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) }),
  ) as unknown as typeof fetch;
});

describe("in French", () => {
  it("warns about fees and links to the French safety page", () => {
    render(<SafetyNotice />, { locale: "fr" });
    expect(screen.getByText(/ne vous demandent jamais de payer pour postuler/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Comment vous protéger" })).toHaveAttribute("href", "/fr/safety");
  });

  it("explains the caution banner's signs in French", () => {
    render(<CautionBanner riskFlags={["phone-only-contact"]} reasons={["reports", "flags"]} />, {
      locale: "fr",
    });
    const banner = screen.getByRole("region", { name: "Prudence avec cette offre" });
    expect(banner).toHaveTextContent(/Plusieurs personnes l'ont signalée, et son texte présente des signes/);
    expect(within(banner).getByRole("listitem")).toHaveTextContent(/uniquement par téléphone ou WhatsApp/);
  });

  it("shares the job with a French message", () => {
    render(<ShareJob url="https://kazi.africa/fr/jobs/42" />, { locale: "fr" });
    const whatsapp = screen.getByRole("link", {
      name: "Partager sur WhatsApp (s'ouvre dans un nouvel onglet)",
    });
    expect(new URL(whatsapp.getAttribute("href")!).searchParams.get("text")).toBe(
      "Regarde cette offre d'emploi\u202f! https://kazi.africa/fr/jobs/42",
    );
    expect(screen.getByRole("button", { name: "Copier le lien" })).toBeInTheDocument();
  });

  it("asks a guest to log in to apply, coming back to the French apply form", () => {
    render(<ApplyCta jobId={42} />, { locale: "fr" });
    const form = screen.getByRole("button", { name: "Se connecter pour postuler" }).closest("form")!;
    expect(form).toHaveAttribute("action", "/api/auth/start");
    expect(new FormData(form).get("callbackUrl")).toBe("/fr/jobs/42/apply");
  });

  it("names the verified employer badge in French", () => {
    render(<VerifiedBadge />, { locale: "fr" });
    expect(screen.getByText("Employeur vérifié")).toBeInTheDocument();
  });
});

describe("in Arabic", () => {
  it("offers the report reasons, asks for one and counts minutes with Arabic plurals", async () => {
    const user = userEvent.setup();
    render(<ReportJobForm jobId={4} />, { locale: "ar" });
    expect(screen.getByRole("radio", { name: "شركة وهمية أو انتحال صفة" })).toBeInTheDocument();
    const form = screen.getByRole("button", { name: "إرسال البلاغ" }).closest("form")!;
    expect(form.querySelector('input[name="locale"]')).toHaveValue("ar");
    await user.click(screen.getByRole("button", { name: "إرسال البلاغ" }));
    expect(await screen.findByText("اختر سبب إبلاغك عن هذه الوظيفة.")).toBeInTheDocument();

    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 429,
      headers: { get: () => "120" },
      json: async () => ({ message: "Too many reports from your connection. Try again in 2 minutes." }),
    })) as unknown as typeof fetch;
    await user.click(screen.getByRole("radio", { name: "سبب آخر" }));
    await user.click(screen.getByRole("button", { name: "إرسال البلاغ" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("حاول مرة أخرى بعد دقيقتين.");
  });
});

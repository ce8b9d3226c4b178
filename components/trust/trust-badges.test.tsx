import { screen, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { JobCard } from "@/components/jobs/job-card";
import { CautionBanner } from "./caution-banner";
import { ReportJobButton } from "./report-job-button";
import { SafetyNotice } from "./safety-notice";
import en from "@/messages/en.json";
import { siteConfig } from "@/lib/site";
import { VerifiedBadge } from "./verified-badge";

const VERIFIED_EXPLANATION = en.trust.verifiedExplanation.replace("{product}", siteConfig.name);

const card = {
  id: 17,
  title: "Junior Data Analyst",
  company: "Safari Analytics",
  location: "Nairobi, Kenya",
  jobType: "Full-time",
  description: "Turn M-Pesa data into insight.",
};

// The card's save button and applied mark ask for the session: a guest here.
beforeEach(() => {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) }),
  ) as unknown as typeof fetch;
});

describe("verified employer badge", () => {
  it("explains itself on a tap or a click and to screen readers, linking to the safety page", async () => {
    render(<VerifiedBadge />);
    const summary = screen.getByText("Verified employer").closest("summary")!;
    expect(summary.closest("details")).not.toHaveAttribute("open");
    await userEvent.setup().click(summary);
    expect(summary.closest("details")).toHaveAttribute("open");
    expect(screen.getByText(/Kazi has checked that this employer/)).toHaveTextContent(VERIFIED_EXPLANATION);
    expect(screen.getByText(/Kazi has checked that this employer/)).toBeVisible();
    expect(screen.getByRole("link", { name: "What this means" })).toHaveAttribute(
      "href",
      "/safety#verified-employers",
    );
  });

  it("shows on a job card only for verified employers", () => {
    const { rerender } = render(<JobCard job={{ ...card, verifiedEmployer: true }} />);
    expect(screen.getByText("Verified employer")).toBeInTheDocument();
    rerender(<JobCard job={{ ...card, verifiedEmployer: false }} />);
    expect(screen.queryByText("Verified employer")).not.toBeInTheDocument();
  });
});

describe("caution banner", () => {
  it("warns, links to the safety advice and says which signs were found in plain words", () => {
    render(<CautionBanner riskFlags={["fee-language", "free-mail-contact", "some-future-flag"]} />);
    const banner = screen.getByRole("region", { name: "Be careful with this job" });
    expect(within(banner).getByRole("link", { name: "Read how to stay safe" })).toHaveAttribute(
      "href",
      "/safety",
    );
    const items = within(banner)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/mentions a fee/),
      expect.stringMatching(/free email account/),
    ]);
  });

  it("needs no list when the job was reported rather than flagged", () => {
    render(<CautionBanner riskFlags={[]} />);
    expect(screen.getByText(/reported by several people/)).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("says why the job is under caution: reports, flags, or both", () => {
    const { unmount } = render(<CautionBanner riskFlags={["fee-language"]} reasons={["reports"]} />);
    expect(screen.getByText(/^Several people have reported it\. Never pay/)).toBeInTheDocument();
    // A flag cleared before is not why now: no list.
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    unmount();

    const flagged = render(<CautionBanner riskFlags={["fee-language"]} reasons={["flags"]} />);
    expect(screen.getByText(/^Its text has signs often seen in job scams\./)).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent(/mentions a fee/);
    flagged.unmount();

    render(<CautionBanner riskFlags={["fee-language"]} reasons={["reports", "flags"]} />);
    expect(
      screen.getByText(/^Several people have reported it, and its text has signs often seen in job scams\./),
    ).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent(/mentions a fee/);
  });
});

describe("safety notice", () => {
  it("says Kazi never asks for money and links to /safety", () => {
    render(<SafetyNotice />);
    expect(
      screen.getByText(/never ask you to pay to apply, for training or for a medical/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "How to stay safe" })).toHaveAttribute("href", "/safety");
  });
});

describe("report this job button", () => {
  it("opens the report dialog, loaded on demand, and closes it", async () => {
    const user = userEvent.setup();
    render(<ReportJobButton jobId={4} jobTitle="Junior Data Analyst" />);
    await user.click(screen.getByRole("button", { name: "Report this job" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this job" });
    expect(within(dialog).getAllByRole("radio")).toHaveLength(5);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

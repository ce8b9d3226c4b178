import { screen } from "@testing-library/react";
import { IntlWrapper, renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { renderToString } from "react-dom/server";
import { ApplyCta, signInHref } from "./apply-cta";
import { resetJobMarks } from "./use-job-marks";

jest.mock("next-auth/react", () => ({ signIn: jest.fn(() => Promise.resolve(undefined)) }));

function answerSession(body: unknown, marks: unknown = { applied: {}, saved: [] }) {
  // jsdom has no fetch/Response: the session and job-marks hooks only read `ok` and `json()`.
  global.fetch = jest.fn((url: string) =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve(url === "/api/me/job-marks" ? marks : body),
    }),
  ) as unknown as typeof fetch;
}

beforeEach(() => resetJobMarks());
afterEach(() => jest.clearAllMocks());

describe("ApplyCta", () => {
  it("is a real 'Login to Apply' link to sign-in, back to the apply form, in the server's HTML", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <IntlWrapper>
        <ApplyCta jobId={42} />
      </IntlWrapper>,
    );
    const link = container.querySelector("a");

    expect(link?.textContent).toBe("Login to Apply");
    const href = new URL(link!.getAttribute("href")!, "http://kazi.test");
    expect(href.pathname).toBe("/api/auth/signin");
    expect(href.searchParams.get("callbackUrl")).toBe("/jobs/42/apply");
  });

  it("becomes 'Apply Now' to the apply form for a signed-in seeker", async () => {
    answerSession({ user: { name: "Amara Okafor" }, expires: "2099-01-01" });
    render(<ApplyCta jobId={42} />);

    expect(await screen.findByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/jobs/42/apply");
    expect(screen.queryByText("Login to Apply")).not.toBeInTheDocument();
  });

  it("offers 'View application' instead of 'Apply Now' to a seeker who has applied", async () => {
    answerSession(
      { user: { name: "Amara Okafor" }, expires: "2099-01-01" },
      { applied: { 42: [7, "2026-11-20T09:30:00.000Z"] }, saved: [] },
    );
    render(<ApplyCta jobId={42} />);

    expect(await screen.findByRole("link", { name: "View application" })).toHaveAttribute(
      "href",
      "/applications",
    );
    expect(screen.queryByText("Apply Now")).not.toBeInTheDocument();
  });

  it("sends a guest's click straight to the provider, coming back to the apply form", async () => {
    answerSession({});
    render(<ApplyCta jobId={42} />);
    const link = screen.getByRole("link", { name: "Login to Apply" });
    expect(link).toHaveAttribute("href", signInHref("/jobs/42/apply"));

    await userEvent.click(link);

    expect(signIn).toHaveBeenCalledWith("oidc", { callbackUrl: "/jobs/42/apply" }, { ui_locales: "en" });
    expect(link).toHaveAttribute("aria-disabled", "true");
  });
});

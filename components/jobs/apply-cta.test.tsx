import { screen } from "@testing-library/react";
import { IntlWrapper, renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { ApplyCta } from "./apply-cta";
import { resetJobMarks } from "./use-job-marks";

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
  it("is a 'Login to Apply' form to the provider's login, back to the apply form, in the server's HTML", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <IntlWrapper>
        <ApplyCta jobId={42} />
      </IntlWrapper>,
    );
    const form = container.querySelector("form")!;

    expect(form.querySelector("button[type=submit]")?.textContent).toBe("Login to Apply");
    expect(form).toHaveAttribute("action", "/api/auth/start");
    expect(form).toHaveAttribute("method", "post");
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: "login",
      callbackUrl: "/jobs/42/apply",
    });
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

  it("keeps the apply form as where a guest comes back to, also once hydrated", async () => {
    answerSession({});
    render(<ApplyCta jobId={42} />);
    const button = await screen.findByRole("button", { name: "Login to Apply" });
    const form = button.closest("form")!;
    // Submitting keeps the field (the header's forms put the page's own address there instead).
    form.addEventListener("submit", (event) => event.preventDefault());
    await userEvent.click(button);
    expect(new FormData(form).get("callbackUrl")).toBe("/jobs/42/apply");
  });
});

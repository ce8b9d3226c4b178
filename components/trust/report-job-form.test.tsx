import { screen, waitFor } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import {
  ALREADY_REPORTED,
  DETAILS_TOO_LONG,
  REASON_REQUIRED,
  REPORT_FAILED,
  REPORT_SENT,
  reportSchema,
} from "@/lib/validations/report";
import { ReportJobForm } from "./report-job-form";

/** Stands in for the network: answers the form's POST with `status` and a JSON body. */
function answer(status: number, body: unknown = {}, headers: Record<string, string> = {}) {
  const fetch = jest.fn<Promise<unknown>, [string, RequestInit]>(async () => ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => body,
  }));
  (global as unknown as { fetch: unknown }).fetch = fetch;
  return fetch;
}

async function fillAndSend(reason: RegExp | null, details = "") {
  const user = userEvent.setup();
  render(<ReportJobForm jobId={4} after={<button type="button">Close</button>} />);
  if (reason) await user.click(screen.getByRole("radio", { name: reason }));
  if (details) await user.type(screen.getByRole("textbox", { name: /^details/i }), details);
  await user.click(screen.getByRole("button", { name: "Send report" }));
  return user;
}

describe("report job form", () => {
  it("offers the five reasons and counts the details' characters", async () => {
    const user = userEvent.setup();
    render(<ReportJobForm jobId={4} />);
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    expect(screen.getByRole("radio", { name: /asks for money/i })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /fake company or impersonation/i })).toBeInTheDocument();
    expect(screen.getByText("0 / 2000 characters")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^details/i }), "Pay KSh 500");
    expect(screen.getByText("11 / 2000 characters")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^details/i })).toHaveAttribute("maxlength", "2000");
  });

  it("posts to the report route handler even without JavaScript", () => {
    render(<ReportJobForm jobId={4} />);
    const form = screen.getByRole("button", { name: "Send report" }).closest("form")!;
    expect(form).toHaveAttribute("action", "/api/jobs/4/reports");
    expect(form).toHaveAttribute("method", "post");
  });

  it("asks for a reason and sends nothing without one", async () => {
    const fetch = answer(201);
    await fillAndSend(null, "Something odd");
    expect(await screen.findByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole("group", { name: /why are you reporting/i })).toHaveAccessibleDescription(
      REASON_REQUIRED,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the reason and details as JSON and thanks the reporter", async () => {
    const fetch = answer(201, { message: REPORT_SENT });
    await fillAndSend(/asks for money/i, "They asked for a medical fee");
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(REPORT_SENT);
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/jobs/4/reports");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      reason: "asks-for-money",
      details: "They asked for a medical fee",
    });
  });

  it("treats an earlier report of the same job as a confirmation, not an error", async () => {
    answer(409, { message: ALREADY_REPORTED });
    await fillAndSend(/misleading/i);
    expect(await screen.findByRole("status")).toHaveTextContent(ALREADY_REPORTED);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says how long to wait after too many reports, and keeps the form", async () => {
    answer(429, {}, { "retry-after": "300" });
    await fillAndSend(/discriminatory/i);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many reports from your connection. Try again in 5 minutes.",
    );
    expect(screen.getByRole("button", { name: "Send report" })).toBeEnabled();
  });

  it("shows a clear message when the report fails or the network is down", async () => {
    answer(502, { message: "The service is temporarily unavailable. Please try again." });
    await fillAndSend(/something else/i);
    expect(await screen.findByRole("alert")).toHaveTextContent(REPORT_FAILED);

    (global as unknown as { fetch: unknown }).fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(REPORT_FAILED));
  });
});

describe("report schema", () => {
  it("takes a known reason with optional, trimmed details of at most 2000 characters", () => {
    expect(reportSchema.parse({ reason: "other", details: "  " })).toEqual({ reason: "other" });
    expect(reportSchema.safeParse({ reason: "other", details: "x".repeat(2000) }).success).toBe(true);
    const long = reportSchema.safeParse({ reason: "other", details: "x".repeat(2001) });
    expect(long.error?.issues[0].message).toBe(DETAILS_TOO_LONG);
    expect(reportSchema.safeParse({ reason: "spam" }).error?.issues[0].message).toBe(REASON_REQUIRED);
    expect(reportSchema.safeParse({ reason: "other", details: "a\u0000b" }).success).toBe(false);
    expect(reportSchema.parse({ reason: "other", details: "Line one\nline two" }).details).toBe(
      "Line one\nline two",
    );
  });

  it("asks a guest to log in, coming back to the report page", async () => {
    answer(401, { message: "Log in to report this job." });
    await fillAndSend(/misleading/i);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Log in to report this job: only seekers whose email address is verified can report a job.",
    );
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/api/auth/start?callbackUrl=%2Fjobs%2F4%2Freport",
    );
  });

  it("asks a seeker whose address is not verified to verify it, with a link to mail it again", async () => {
    answer(403, { message: "Verify your email address before reporting a job. We sent you a link." });
    await fillAndSend(/misleading/i);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Verify your email address before reporting a job: we sent you a link. Resend the link",
    );
    expect(screen.getByRole("link", { name: "Resend the link" })).toHaveAttribute(
      "href",
      "/api/auth/verify-email",
    );
  });
});

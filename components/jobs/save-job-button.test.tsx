import { screen, waitFor } from "@testing-library/react";
import { IntlWrapper, renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { renderToString } from "react-dom/server";
import { browserQueryClient } from "@/components/providers/browser-query-client";
import { queryKeys } from "@/lib/query-keys";
import { JobCard } from "./job-card";
import type { JobCardJob } from "./packed-cards";
import { resetJobMarks } from "./use-job-marks";

jest.mock("next-auth/react", () => ({ signIn: jest.fn(() => Promise.resolve(undefined)) }));

const job: JobCardJob = {
  id: 42,
  title: "Field Sales Agent",
  company: "Imaginary Widgets Ltd",
  location: "Kigali, Rwanda",
  jobType: "Full-time",
  description: "Visit shops and sign up new customers.",
};

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

/** The browser's view of the site's route handlers: answers by URL, and the requests it was sent. */
function site({
  signedIn,
  marks,
  save = () => ok({ jobId: 42, saved: true }),
}: {
  signedIn: boolean;
  marks?: { applied: Record<string, [number, string]>; saved: number[] };
  save?: (method: string) => Answer;
}) {
  const requests: string[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    requests.push(`${method} ${url}`);
    const answer =
      url === "/api/auth/session"
        ? ok(signedIn ? { user: { name: "Amina Njeri" }, expires: "2099-01-01" } : {})
        : url === "/api/me/job-marks"
          ? signedIn
            ? ok(marks)
            : { status: 401, body: { message: "You are not logged in" } }
          : save(method);
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      json: () => Promise.resolve(answer.body),
    });
  }) as unknown as typeof fetch;
  return requests;
}

beforeEach(() => {
  resetJobMarks();
  sessionStorage.clear();
  browserQueryClient().clear();
});
afterEach(() => jest.clearAllMocks());

describe("Save job on a job card", () => {
  it("is a form that saves without JavaScript in the server's HTML", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <IntlWrapper>
        <JobCard job={job} />
      </IntlWrapper>,
    );
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/api/jobs/42/save");
    const button = form?.querySelector("button");
    expect(button?.textContent).toBe("Save job: Field Sales Agent");
    expect(button?.getAttribute("type")).toBe("submit");
    expect(button?.id).toBe("save-42");
    expect(container.querySelector('a[href*="/save"]')).toBeNull();
  });

  it("sends a guest's press as the form (the route keeps it while they sign in), not as a sign-in of its own", async () => {
    const requests = site({ signedIn: false });
    window.history.replaceState(null, "", "/jobs/browse/2");
    const { container } = render(<JobCard job={job} />);
    await waitFor(() => expect(requests).toContain("GET /api/auth/session"));
    const sent: string[] = [];
    container.querySelector("form")!.addEventListener("submit", (event) => {
      sent.push((event.target as HTMLFormElement).getAttribute("action")!);
      event.preventDefault();
    });

    await userEvent.click(screen.getByRole("button", { name: "Save job: Field Sales Agent" }));

    expect(sent).toEqual(["/api/jobs/42/save"]);
    expect(signIn).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.includes("/save"))).toEqual([]);
  });

  it("saves nothing for a marker in the address alone (a link any site could make)", async () => {
    window.history.replaceState(null, "", "/jobs/browse/2#save-42");
    const requests = site({ signedIn: true, marks: { applied: {}, saved: [] } });
    render(<JobCard job={job} />);

    expect(
      await screen.findByRole("button", { name: "Save job: Field Sales Agent", pressed: false }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.includes("/save"))).toEqual([]);
    expect(window.location.hash).toBe("#save-42");
  });

  it("saves at once for a signed-in seeker, then invalidates the user's queries", async () => {
    const requests = site({ signedIn: true, marks: { applied: {}, saved: [] } });
    const client = browserQueryClient();
    client.setQueryData(queryKeys.savedJobsPage(1), { savedJobs: [] });
    client.setQueryData(queryKeys.user, { id: "u1" });
    render(<JobCard job={job} />);
    // The toggle once the marks are in (until then it is the form's button).
    const button = await screen.findByRole("button", { name: "Save job: Field Sales Agent", pressed: false });

    await userEvent.click(button);

    expect(screen.getByRole("button", { name: "Saved: Field Sales Agent" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() => expect(client.getQueryState(queryKeys.savedJobsPage(1))?.isInvalidated).toBe(true));
    expect(client.getQueryState(queryKeys.user)?.isInvalidated).toBe(true);
    expect(requests.filter((r) => r.includes("/api/me/job-marks"))).toHaveLength(1);
    expect(requests).toContain("POST /api/jobs/42/save");
  });

  it("unsaves a saved job, and puts the mark back when the server says no", async () => {
    const requests = site({
      signedIn: true,
      marks: { applied: {}, saved: [42] },
      save: () => ({ status: 502, body: { message: "The service is temporarily unavailable." } }),
    });
    render(<JobCard job={job} />);
    const button = await screen.findByRole("button", { name: "Saved: Field Sales Agent" });
    expect(button).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(button);

    await waitFor(() => expect(requests).toContain("DELETE /api/jobs/42/save"));
    expect(await screen.findByRole("status")).toHaveTextContent("Could not save the job. Please try again.");
    expect(screen.getByRole("button", { name: "Saved: Field Sales Agent" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

describe("Applied on a job card", () => {
  it("shows 'Applied · {date}' to a seeker who applied, and nothing to a guest", async () => {
    site({ signedIn: true, marks: { applied: { 42: [7, "2026-11-20T09:30:00.000Z"] }, saved: [] } });
    const { unmount } = render(<JobCard job={job} />);
    expect(await screen.findByText("Applied · November 20, 2026")).toBeInTheDocument();
    unmount();

    resetJobMarks();
    const requests = site({ signedIn: false });
    render(<JobCard job={job} />);
    await waitFor(() => expect(requests).toContain("GET /api/auth/session"));
    expect(screen.queryByText(/^Applied/)).not.toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import type { SavedJob, SavedJobPage } from "@/lib/product-api/saved-jobs";
import { SavedJobsList } from "./saved-jobs-list";

// jsdom has no fetch: a stand-in answering like the /api/me/saved-jobs and /api/jobs/{id}/save handlers.
function site(pages: SavedJobPage[], { removeStatus = 200 } = {}) {
  const requests: string[] = [];
  let reads = 0;
  let answerRemove = () => {};
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    requests.push(`${method} ${url}`);
    const respond = (status: number, body: unknown) => ({
      ok: status < 300,
      status,
      json: () => Promise.resolve(body),
    });
    if (method !== "DELETE") return Promise.resolve(respond(200, pages[Math.min(reads++, pages.length - 1)]));
    // The removal answers when the test says, so the optimistic state can be seen.
    return new Promise((resolve) => {
      answerRemove = () =>
        resolve(respond(removeStatus, removeStatus === 200 ? { saved: false } : { message: "Unavailable" }));
    });
  }) as unknown as typeof fetch;
  return Object.assign(requests, { answerRemove: () => answerRemove() });
}

function renderList(page = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SavedJobsList page={page} />
    </QueryClientProvider>,
  );
}

const saved = (id: number, title: string, closed = false): SavedJob => ({
  savedAt: "2026-11-20T09:30:00.000Z",
  closed,
  job: {
    id,
    title,
    company: "Imaginary Widgets Ltd",
    location: "Kigali, Rwanda",
    jobType: "Full-time",
    remoteOption: 0,
    description: "Visit shops.",
    deadline: closed ? "2026-11-01T00:00:00.000Z" : null,
  },
});
const pageOf = (savedJobs: SavedJob[], totalPages = 1): SavedJobPage => ({
  savedJobs,
  pagination: { totalCount: savedJobs.length, totalPages, pageNumber: 1, pageSize: 20 },
});

describe("Saved Jobs list", () => {
  it("shows a skeleton, then the saved jobs in the order given with closed ones marked", async () => {
    const requests = site([pageOf([saved(2, "Junior Accountant"), saved(1, "Expired Role", true)])]);
    renderList();
    expect(screen.getByRole("status", { name: "Loading your saved jobs" })).toBeInTheDocument();

    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Junior Accountant",
      "Expired Role",
    ]);
    expect(within(cards[1]).getByText("Closed")).toBeInTheDocument();
    expect(within(cards[1]).getByText("This job is no longer accepting applications")).toBeInTheDocument();
    expect(within(cards[0]).queryByText("Closed")).not.toBeInTheDocument();
    expect([...requests]).toEqual(["GET /api/me/saved-jobs?page=1&pageSize=20"]);
  });

  it("removes a job at once, and reads the list again afterwards", async () => {
    const requests = site([
      pageOf([saved(2, "Junior Accountant"), saved(1, "Field Sales Agent")]),
      pageOf([saved(1, "Field Sales Agent")]),
    ]);
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Remove Junior Accountant" }));

    expect(screen.queryByRole("heading", { name: "Junior Accountant" })).not.toBeInTheDocument();
    requests.answerRemove();
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.slice(1)).toEqual([
      "DELETE /api/jobs/2/save",
      "GET /api/me/saved-jobs?page=1&pageSize=20",
    ]);
    expect(screen.getByRole("heading", { name: "Field Sales Agent" })).toBeInTheDocument();
  });

  it("puts the job back when removing fails", async () => {
    const requests = site([pageOf([saved(2, "Junior Accountant")])], { removeStatus: 502 });
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Remove Junior Accountant" }));
    expect(screen.queryByRole("heading", { name: "Junior Accountant" })).not.toBeInTheDocument();
    requests.answerRemove();
    expect(await screen.findByRole("heading", { name: "Junior Accountant" })).toBeInTheDocument();
  });

  it("invites a seeker with nothing saved to browse jobs", async () => {
    site([pageOf([])]);
    renderList();
    expect(await screen.findByText("No Saved Jobs Yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");
  });

  it("pages a long list with links to /saved-jobs?page=N", async () => {
    site([
      {
        ...pageOf([saved(3, "Data Clerk")], 3),
        pagination: { totalCount: 45, totalPages: 3, pageNumber: 2, pageSize: 20 },
      },
    ]);
    renderList(2);
    expect(await screen.findByRole("heading", { name: "Data Clerk" })).toBeInTheDocument();
    const next = screen
      .getAllByRole("link")
      .find((link) => link.getAttribute("href") === "/saved-jobs?page=3");
    expect(next).toBeDefined();
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatDateTime } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import type { ApplicationPage } from "@/lib/product-api/types";
import { ApplicationsList } from "./applications-list";

// jsdom has no fetch: a stand-in answering like the /api/applications route handler.
const fetchMock = jest.fn();

function renderWith(page: ApplicationPage, locale: Locale = "en") {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => page });
  global.fetch = fetchMock;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ApplicationsList />
    </QueryClientProvider>,
    { locale },
  );
}

const pagination = { totalCount: 0, totalPages: 0, pageSize: 50, pageNumber: 1 };

describe("applications list", () => {
  afterEach(() => fetchMock.mockReset());

  it("invites a seeker without applications to browse jobs", async () => {
    renderWith({ applications: [], pagination });
    expect(await screen.findByText("No Applications Yet")).toBeInTheDocument();
    expect(
      screen.getByText("You haven't applied for any jobs yet. Start exploring opportunities!"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");
    expect(fetchMock).toHaveBeenCalledWith("/api/applications?pageNumber=1&pageSize=50", expect.anything());
  });

  it("shows each application as a card with its status, dates and job link", async () => {
    renderWith({
      pagination: { ...pagination, totalCount: 1, totalPages: 1 },
      applications: [
        {
          id: 3,
          status: "Pending",
          createdAt: "2025-05-02T10:00:00.000Z",
          timeline: [{ status: "pending", at: "2025-05-02T10:00:00.000Z", by: "seeker" }],
          job: {
            id: 12,
            title: "Junior Data Analyst",
            company: "Safari Insights",
            location: "Nairobi, Kenya",
            jobType: "Full-time",
            remoteOption: 1,
            description: "Turn data into decisions.",
            deadline: "2025-07-01T00:00:00.000Z",
          },
        },
      ],
    });

    expect(await screen.findByRole("link", { name: "Junior Data Analyst" })).toHaveAttribute(
      "href",
      "/jobs/12",
    );
    expect(screen.getByText("Safari Insights")).toBeInTheDocument();
    expect(screen.getByText("Hybrid")).toBeInTheDocument();
    const chip = screen.getByText("Status:").parentElement;
    expect(chip).toHaveTextContent("Status: Pending");
    expect(chip).toHaveClass("bg-orange-100");
    expect(screen.getByText("Applied:")).toBeInTheDocument();
    expect(screen.getByText("May 2, 2025")).toBeInTheDocument();
    expect(screen.getByText("Deadline:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Job" })).toHaveAttribute("href", "/jobs/12");
  });
  const job = {
    id: 14,
    title: "Field Sales Agent",
    company: "Kazi Test Employer",
    location: "Kigali, Rwanda",
    jobType: "Full-time",
    remoteOption: 0 as const,
    description: "Sell solar kits.",
    deadline: null,
  };
  const shortlisted = {
    id: 8,
    status: "Shortlisted",
    createdAt: "2025-05-02T10:00:00.000Z",
    job,
    timeline: [
      { status: "pending", at: "2025-05-02T10:00:00.000Z", by: "seeker" as const },
      { status: "Viewed", at: "2025-05-03T08:15:00.000Z", by: "employer" as const },
      { status: "Shortlisted", at: "2025-05-06T14:05:00.000Z", by: "employer" as const },
    ],
  };

  it("shows the status chip and every status the application has had, with its time", async () => {
    renderWith({ pagination: { ...pagination, totalCount: 1, totalPages: 1 }, applications: [shortlisted] });
    const card = await screen.findByRole("article", { name: "Field Sales Agent" });
    const chip = within(card).getByText("Status:").parentElement;
    expect(chip).toHaveTextContent("Status: Shortlisted");
    expect(chip).toHaveClass("bg-blue-100");
    const history = within(card).getByRole("region", { name: "Status history" });
    const entries = within(history).getAllByRole("listitem");
    expect(entries.map((entry) => entry.textContent)).toEqual(
      shortlisted.timeline.map((entry) => `${entry.status} ${formatDateTime(entry.at, "en")}`),
    );
    const time = entries[2].querySelector("time");
    expect(time).toHaveAttribute("datetime", "2025-05-06T14:05:00.000Z");
    expect(time?.textContent?.replace(/\s/g, " ")).toBe("May 6, 2025, 2:05 PM UTC");
  });

  it("names the suggested statuses in the page's language", async () => {
    renderWith(
      { pagination: { ...pagination, totalCount: 1, totalPages: 1 }, applications: [shortlisted] },
      "fr",
    );
    const card = await screen.findByRole("article", { name: "Field Sales Agent" });
    expect(within(card).getByText("Statut :").parentElement).toHaveTextContent("Statut : Présélectionnée");
    const history = within(card).getByRole("region", { name: "Historique de la candidature" });
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((li) => li.firstChild?.textContent),
    ).toEqual(["En attente", "Consultée", "Présélectionnée"]);
  });

  it("withdraws after asking again, and shows the withdrawal at once", async () => {
    renderWith({ pagination: { ...pagination, totalCount: 1, totalPages: 1 }, applications: [shortlisted] });
    const card = await screen.findByRole("article", { name: "Field Sales Agent" });
    const withdrawn = {
      ...shortlisted,
      status: "Withdrawn",
      timeline: [
        ...shortlisted.timeline,
        { status: "Withdrawn", at: "2025-05-07T09:30:00.000Z", by: "seeker" as const },
      ],
    };
    await userEvent.click(within(card).getByRole("button", { name: "Withdraw application" }));
    const question = within(card).getByRole("group", {
      name: /^Withdraw this application\? The employer will see that you withdrew it\./,
    });
    // The server's answers from now on: the withdrawal, then the list as it reads afterwards.
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        pagination: { ...pagination, totalCount: 1, totalPages: 1 },
        applications: [withdrawn],
      }),
    });
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => withdrawn });
    await userEvent.click(within(question).getByRole("button", { name: "Yes, withdraw it" }));
    const history = within(card).getByRole("region", { name: "Status history" });
    expect(await within(history).findByText("Withdrawn")).toBeInTheDocument();
    expect(within(card).getByText("Status:").parentElement).toHaveTextContent("Status: Withdrawn");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/applications/8/withdraw",
      expect.objectContaining({ method: "POST" }),
    );
    expect(within(card).queryByRole("button", { name: "Withdraw application" })).not.toBeInTheDocument();
  });

  it("says so when the withdrawal fails, and keeps the application as it was", async () => {
    renderWith({ pagination: { ...pagination, totalCount: 1, totalPages: 1 }, applications: [shortlisted] });
    const card = await screen.findByRole("article", { name: "Field Sales Agent" });
    await userEvent.click(within(card).getByRole("button", { name: "Withdraw application" }));
    fetchMock.mockResolvedValueOnce({ ok: false, status: 502, json: async () => ({ message: "down" }) });
    await userEvent.click(within(card).getByRole("button", { name: "Yes, withdraw it" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "We couldn't withdraw your application. Please try again.",
    );
    expect(within(card).getByText("Status:").parentElement).toHaveTextContent("Status: Shortlisted");
  });
});

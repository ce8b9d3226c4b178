import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import type { ApplicationPage } from "@/lib/product-api/types";
import { ApplicationsList } from "./applications-list";

// jsdom has no fetch: a stand-in answering like the /api/applications route handler.
const fetchMock = jest.fn();

function renderWith(page: ApplicationPage) {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => page });
  global.fetch = fetchMock;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ApplicationsList />
    </QueryClientProvider>,
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
});

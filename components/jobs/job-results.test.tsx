import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import type { Job, JobList } from "@/lib/product-api/types";
import { BrowseResults } from "./job-results";

const job = (id: number): Job =>
  ({
    id,
    title: `Job ${id}`,
    company: "Acme",
    location: "Nairobi, Kenya",
    countryCode: "KE",
    jobType: "Full-time",
    remoteOption: 0,
    description: "Build things.",
    requirements: [],
    datePosted: "2025-01-01T00:00:00Z",
    language: "en",
  }) as unknown as Job;

const list = (totalCount: number): JobList => {
  const jobs = Array.from({ length: Math.min(10, totalCount) }, (_, i) => job(i + 1));
  const totalPages = Math.ceil(totalCount / 10);
  return {
    jobs,
    totalCount,
    totalPages,
    pageNumber: 1,
    pageSize: 10,
    hasNext: totalPages > 1,
    hasPrevious: false,
  } as JobList;
};

// The cards' save buttons ask for the session: a guest here.
beforeEach(() => {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) }),
  ) as unknown as typeof fetch;
});

describe("BrowseResults: one count of the jobs", () => {
  it("with many pages, says 'Showing 1-10 of 284 jobs' and not 'top 10 recommendations' beside it", () => {
    render(<BrowseResults list={list(284)} page={1} />);
    expect(screen.getByText(/Showing 1-10 of 284 jobs/)).toBeInTheDocument();
    expect(screen.queryByText(/recommendations/)).not.toBeInTheDocument();
  });

  it("with one page, says the spec's 'Showing top 7 recommendations' and shows no pages", () => {
    render(<BrowseResults list={list(7)} page={1} />);
    expect(
      screen.getByText("Showing top 7 recommendations • Use search for more results"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Showing 1-7/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { emptySearch, type JobSearch } from "@/lib/job-search";
import type { JobFacets } from "@/lib/product-api/types";
import { FilterSheet } from "./filter-sheet";
import { JobFilters } from "./job-filters";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

// Headless UI measures the dialog; jsdom has no ResizeObserver nor matchMedia.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
});

afterEach(() => jest.clearAllMocks());

const facets: JobFacets = {
  country: [
    { value: "KE", count: 42 },
    { value: "NG", count: 17 },
  ],
  city: [{ value: "Nairobi", country: "KE", count: 30 }],
  jobType: [
    { value: "Internship", count: 12 },
    { value: "Contract", count: 5 },
  ],
  remoteOption: [{ value: "remote", count: 42 }],
  experienceLevel: [],
  category: [],
  minSalary: [],
  postedWithin: [{ value: "24h", count: 3 }],
};

function setup(fields: Partial<JobSearch> = {}, resultCount = 42) {
  const search = { ...emptySearch(), ...fields };
  render(
    <FilterSheet activeCount={fields.remote?.length ?? 0} resultCount={resultCount} clearHref="/jobs?q=nurse">
      <JobFilters search={search} facets={facets} />
    </FilterSheet>,
  );
  return userEvent.setup();
}

async function openSheet(user: ReturnType<typeof userEvent.setup>, name: string | RegExp = /^Filters/) {
  await user.click(screen.getByRole("button", { name }));
  return screen.findByRole("dialog", { name: "Filters" });
}

describe("FilterSheet", () => {
  it("says on its button how many filters are active", () => {
    setup({ q: "nurse", remote: ["remote"] });
    const button = screen.getByRole("button", { name: "Filters, 1 active" });
    expect(button).toHaveTextContent("Filters 1");
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
  });

  it("opens the filter form in a sheet with Clear all and the result count", async () => {
    const user = setup({ q: "nurse", remote: ["remote"] });
    const sheet = await openSheet(user, "Filters, 1 active");
    expect(within(sheet).getByRole("form", { name: "Job filters" })).toBeInTheDocument();
    // The bar at the bottom of the sheet (the form's own header and button are hidden there by CSS).
    const bar = within(sheet).getByRole("button", { name: "Show 42 jobs" }).parentElement!;
    expect(within(bar).getByRole("link", { name: "Clear all" })).toHaveAttribute("href", "/jobs?q=nurse");
  });

  it("offers no Clear all when nothing is filtered", async () => {
    const user = setup();
    const sheet = await openSheet(user);
    const bar = within(sheet).getByRole("button", { name: "Show 42 jobs" }).parentElement!;
    expect(within(bar).queryByRole("link", { name: "Clear all" })).not.toBeInTheDocument();
  });

  it("counts the jobs a change would show, while only one filter changes", async () => {
    const user = setup({}, 120);
    const sheet = await openSheet(user);
    expect(within(sheet).getByRole("button", { name: "Show 120 jobs" })).toBeInTheDocument();
    await user.click(within(sheet).getByRole("checkbox", { name: "Internship (12)" }));
    expect(within(sheet).getByRole("button", { name: "Show 12 jobs" })).toBeInTheDocument();
    await user.click(within(sheet).getByRole("checkbox", { name: "Contract (5)" }));
    expect(within(sheet).getByRole("button", { name: "Show 17 jobs" })).toBeInTheDocument();
    await user.selectOptions(within(sheet).getByRole("combobox", { name: "Country" }), "KE");
    expect(within(sheet).getByRole("button", { name: "Show jobs" })).toBeInTheDocument();
    await user.click(within(sheet).getByRole("checkbox", { name: "Internship (12)" }));
    await user.click(within(sheet).getByRole("checkbox", { name: "Contract (5)" }));
    expect(within(sheet).getByRole("button", { name: "Show 42 jobs" })).toBeInTheDocument();
    await user.click(within(sheet).getByRole("radio", { name: "Last 24 hours (3)" }));
    expect(within(sheet).getByRole("button", { name: "Show jobs" })).toBeInTheDocument();
  });

  it("applies the form as a clean /jobs URL on page 1", async () => {
    const user = setup({ q: "nurse", page: 3 });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole("checkbox", { name: "Remote (42)" }));
    await user.click(within(sheet).getByRole("button", { name: "Show 42 jobs" }));
    expect(push).toHaveBeenCalledWith("/jobs?q=nurse&remote=remote");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes without applying", async () => {
    const user = setup();
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole("button", { name: "Close filters" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(push).not.toHaveBeenCalled();
  });
});

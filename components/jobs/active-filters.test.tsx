import { screen, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { emptySearch, type JobSearch } from "@/lib/job-search";
import { ActiveFilters } from "./active-filters";

const search = (fields: Partial<JobSearch>): JobSearch => ({ ...emptySearch(), ...fields });

describe("ActiveFilters", () => {
  it("shows nothing without filters", () => {
    const { container } = render(<ActiveFilters search={search({ q: "nurse" })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links each chip to the same search without it, back on page 1", () => {
    render(
      <ActiveFilters
        search={search({ q: "nurse", country: "KE", city: "Nairobi", remote: ["remote", "hybrid"], page: 3 })}
      />,
    );
    const chips = within(screen.getByRole("list", { name: "Active filters" })).getAllByRole("link");
    expect(chips.map((chip) => chip.textContent)).toEqual(["Kenya", "Nairobi", "Remote", "Hybrid"]);
    expect(screen.getByRole("link", { name: "Remove filter: Kenya" })).toHaveAttribute(
      "href",
      "/jobs?q=nurse&remote=remote&remote=hybrid",
    );
    expect(screen.getByRole("link", { name: "Remove filter: Nairobi" })).toHaveAttribute(
      "href",
      "/jobs?q=nurse&country=KE&remote=remote&remote=hybrid",
    );
    expect(screen.getByRole("link", { name: "Remove filter: Remote" })).toHaveAttribute(
      "href",
      "/jobs?q=nurse&country=KE&city=Nairobi&remote=hybrid",
    );
  });

  it("shows 'Verified employers only' as a chip that turns it off", () => {
    render(<ActiveFilters search={search({ q: "nurse", verified: true })} />);
    expect(screen.getByRole("link", { name: "Remove filter: Verified employers only" })).toHaveAttribute(
      "href",
      "/jobs?q=nurse",
    );
  });

  it("goes back to browse mode when the last filter of a search without text goes", () => {
    render(<ActiveFilters search={search({ salary: 25000 })} />);
    expect(screen.getByRole("link", { name: "Remove filter: $25,000+" })).toHaveAttribute("href", "/jobs");
  });
});

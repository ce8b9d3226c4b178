import { screen, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { emptySearch, jobSearchHref } from "@/lib/job-search";
import { Pagination, type PaginationProps } from "./pagination";

const search = { ...emptySearch(), q: "engineer", country: "KE", remote: ["remote" as const] };
const hrefFor = (page: number) => jobSearchHref(search, page);
const setup = (props: Partial<PaginationProps> = {}) =>
  render(<Pagination page={1} totalPages={10} totalCount={143} pageSize={15} hrefFor={hrefFor} {...props} />);

const numberedPages = () =>
  within(screen.getByRole("navigation", { name: "Pagination" }))
    .getAllByRole("link", { name: /^Page \d+$/ })
    .map((link) => link.textContent);

describe("Pagination", () => {
  it("renders nothing when everything fits on one page", () => {
    const { container } = setup({ totalPages: 1, totalCount: 9 });
    expect(container).toBeEmptyDOMElement();
  });

  it("says which jobs and which page are shown", () => {
    setup({ page: 2 });
    expect(screen.getByText("Showing 16-30 of 143 jobs • Page 2 of 10")).toBeInTheDocument();
  });

  it("stops the range at the total on the last page", () => {
    setup({ page: 10 });
    expect(screen.getByText("Showing 136-143 of 143 jobs • Page 10 of 10")).toBeInTheDocument();
  });

  it("shows the first and last page, two pages each side of the current one and gaps", () => {
    setup({ page: 10, totalPages: 20, totalCount: 300 });
    expect(numberedPages()).toEqual(["1", "8", "9", "10", "11", "12", "20"]);
    expect(screen.getAllByText("…")).toHaveLength(2);
  });

  it("marks the current page for assistive technology", () => {
    setup({ page: 4 });
    expect(screen.getByRole("link", { name: "Page 4" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Page 5" })).not.toHaveAttribute("aria-current");
  });

  it("links every control to a real URL with the page number in it", () => {
    setup({ page: 5 });
    expect(screen.getByRole("link", { name: "Page 7" })).toHaveAttribute(
      "href",
      "/jobs?q=engineer&country=KE&remote=remote&page=7",
    );
    expect(screen.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "href",
      "/jobs?q=engineer&country=KE&remote=remote",
    );
    expect(screen.getByRole("link", { name: "Go to first page" })).toHaveAttribute("href", hrefFor(1));
    expect(screen.getByRole("link", { name: "Go to previous page" })).toHaveAttribute("href", hrefFor(4));
    expect(screen.getByRole("link", { name: "Go to next page" })).toHaveAttribute("href", hrefFor(6));
    expect(screen.getByRole("link", { name: "Go to last page" })).toHaveAttribute("href", hrefFor(10));
    expect(screen.getByRole("link", { name: "Page 7" })).toHaveAttribute("href", hrefFor(7));
  });

  const expectDisabled = (name: string) => {
    const link = screen.getByRole("link", { name });
    expect(link).toHaveAttribute("aria-disabled", "true");
    expect(link).not.toHaveAttribute("href");
  };

  it("disables first and previous on the first page: links that go nowhere and say so", () => {
    setup({ page: 1 });
    expectDisabled("Go to first page");
    expectDisabled("Go to previous page");
    expect(screen.getByRole("link", { name: "Go to next page" })).not.toHaveAttribute("aria-disabled");
  });

  it("disables next and last on the last page", () => {
    setup({ page: 10 });
    expectDisabled("Go to next page");
    expectDisabled("Go to last page");
    expect(screen.getByRole("link", { name: "Go to previous page" })).toHaveAttribute("href", hrefFor(9));
  });

  it("never puts a name on an element without a role (axe: aria-prohibited-attr)", () => {
    const { container } = setup({ page: 1 });
    for (const el of container.querySelectorAll("[aria-label]"))
      expect(["a", "nav"]).toContain(el.tagName.toLowerCase());
  });

  it("does not print the old debug line about next and previous", () => {
    setup({ page: 3 });
    expect(screen.queryByText(/hasNext|hasPrevious/)).not.toBeInTheDocument();
  });
});

describe("Pagination in French", () => {
  it("says where the reader is in French, and links in French", () => {
    render(
      <Pagination
        page={2}
        totalPages={10}
        totalCount={143}
        pageSize={15}
        hrefFor={(p) => `/jobs/browse/${p}`}
      />,
      { locale: "fr" },
    );
    expect(screen.getByText("Offres 16 à 30 sur 143 • Page 2 sur 10")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aller à la page suivante" })).toHaveAttribute(
      "href",
      "/fr/jobs/browse/3",
    );
  });
});

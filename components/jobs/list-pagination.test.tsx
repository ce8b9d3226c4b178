import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { ListPagination, pageLinkHrefs } from "./list-pagination";

const hrefFor = (page: number) => `/jobs?q=engineer&page=${page}`;

describe("ListPagination", () => {
  it("sends the browser the URL of every page it links to, and no other", () => {
    expect(Object.keys(pageLinkHrefs(9, 20, hrefFor)).map(Number)).toEqual([1, 7, 8, 9, 10, 11, 20]);
    expect(pageLinkHrefs(1, 3, hrefFor)).toEqual({ 1: hrefFor(1), 2: hrefFor(2), 3: hrefFor(3) });
  });

  it("links first, previous, numbered, next and last pages as Pagination does", () => {
    render(<ListPagination page={9} totalPages={20} totalCount={300} pageSize={15} hrefFor={hrefFor} />);
    expect(screen.getByRole("link", { name: "Go to first page" })).toHaveAttribute("href", hrefFor(1));
    expect(screen.getByRole("link", { name: "Go to previous page" })).toHaveAttribute("href", hrefFor(8));
    expect(screen.getByRole("link", { name: "Page 11" })).toHaveAttribute("href", hrefFor(11));
    expect(screen.getByRole("link", { name: "Go to next page" })).toHaveAttribute("href", hrefFor(10));
    expect(screen.getByRole("link", { name: "Go to last page" })).toHaveAttribute("href", hrefFor(20));
    expect(screen.getByRole("link", { name: "Page 9" })).toHaveAttribute("aria-current", "page");
  });

  it("renders nothing when everything fits on one page", () => {
    const { container } = render(
      <ListPagination page={1} totalPages={1} totalCount={9} pageSize={15} hrefFor={hrefFor} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

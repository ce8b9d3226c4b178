import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { emptySearch } from "@/lib/job-search";
import { JobSearchForm } from "./job-search-form";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

afterEach(() => jest.clearAllMocks());

const filtered = { ...emptySearch(), q: "nurse", country: "KE", type: ["Internship"], page: 4 };

describe("JobSearchForm", () => {
  it("is a GET form to /jobs that carries the current filters without JavaScript", () => {
    const { container } = render(<JobSearchForm search={filtered} />);
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/jobs");
    expect(form).toHaveAttribute("method", "get");
    const hidden = Array.from(container.querySelectorAll('input[type="hidden"]')).map((input) => [
      input.getAttribute("name"),
      input.getAttribute("value"),
    ]);
    expect(hidden).toEqual([
      ["country", "KE"],
      ["type", "Internship"],
    ]);
    expect(screen.getByPlaceholderText("Search for jobs, companies, or skills")).toHaveValue("nurse");
  });

  it("searches new text with the same filters, from page 1", async () => {
    const user = userEvent.setup();
    render(<JobSearchForm search={filtered} />);
    const box = screen.getByPlaceholderText("Search for jobs, companies, or skills");
    await user.clear(box);
    await user.type(box, "Data Analyst");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(push).toHaveBeenCalledWith("/jobs?q=data+analyst&country=KE&type=Internship");
  });

  it("goes back to browse mode when the box is emptied and nothing is filtered", async () => {
    const user = userEvent.setup();
    render(<JobSearchForm search={{ ...emptySearch(), q: "nurse" }} />);
    await user.clear(screen.getByPlaceholderText("Search for jobs, companies, or skills"));
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(push).toHaveBeenCalledWith("/jobs");
  });
});

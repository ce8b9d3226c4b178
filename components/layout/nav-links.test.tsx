import { screen, waitFor } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { usePathname } from "next/navigation";
import { NavLinks } from "./nav-links";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));

const atPath = (path: string) => jest.mocked(usePathname).mockReturnValue(path);
const current = () =>
  screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");

function answerSession(body: unknown) {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) }),
  ) as unknown as typeof fetch;
}

beforeEach(() => answerSession({}));

describe("NavLinks", () => {
  it("has Sign Up in the phone menu for a guest, not for a signed-in visitor", async () => {
    atPath("/fr/jobs");
    const { unmount } = render(<NavLinks />);
    const signUp = screen.getByRole("button", { name: "Sign Up" });
    expect(signUp.closest("form")).toHaveAttribute("action", "/api/auth/start");
    expect(signUp.closest("li")).toHaveClass("sm:hidden");
    unmount();

    answerSession({ user: { name: "Amara Okafor" } });
    render(<NavLinks />);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Sign Up" })).not.toBeInTheDocument());
  });

  it("links Home, Jobs and About", () => {
    atPath("/");
    render(<NavLinks />);

    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Jobs" })).toHaveAttribute("href", "/jobs");
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
  });

  it.each([
    ["/", "Home"],
    ["/jobs", "Jobs"],
    ["/jobs/search", "Jobs"],
    ["/jobs/42/apply", "Jobs"],
    ["/about", "About"],
  ])("highlights the matching link on %s", (path, label) => {
    atPath(path);
    render(<NavLinks />);

    expect(current()).toEqual([screen.getByRole("link", { name: label })]);
  });

  it.each(["/profile", "/contact", "/jobsearch"])("highlights nothing on %s", (path) => {
    atPath(path);
    render(<NavLinks />);

    expect(current()).toEqual([]);
  });

  it("opens and closes the small-screen menu with the Menu button and Escape", async () => {
    atPath("/");
    render(<NavLinks />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    const list = screen.getByRole("list");
    expect(toggle).toHaveAttribute("aria-controls", list.id);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(list).toHaveClass("hidden");

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(list).not.toHaveClass("hidden");

    screen.getByRole("link", { name: "Jobs" }).focus();
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu when a link is followed", async () => {
    atPath("/");
    render(<NavLinks />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    // jsdom cannot navigate; stop the browser default after the link's own handlers ran.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("click", stopNavigation);

    await userEvent.click(screen.getByRole("link", { name: "About" }));
    document.removeEventListener("click", stopNavigation);

    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

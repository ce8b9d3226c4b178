import { screen, waitFor, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { AccountArea } from "./account-area";
import { SignUpButton } from "./sign-up-button";

jest.mock("next-auth/react", () => ({ signIn: jest.fn(() => Promise.resolve(undefined)) }));

function answerSession(body: unknown, status = 200) {
  // jsdom has no fetch/Response: the hook only reads `ok` and `json()`.
  const fetchMock = jest.fn(() =>
    Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

// Headless UI measures the menu button; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => jest.clearAllMocks());

describe("AccountArea", () => {
  it("shows Sign Up and Login before the session answers, as forms that work without JavaScript", async () => {
    const fetchMock = answerSession({});
    const { container } = render(<AccountArea />);

    // Sign Up and Login are there at once, as the server's HTML has them.
    expect(container.querySelector("[data-session]")).toHaveAttribute("data-session", "loading");
    for (const [name, intent] of [
      ["Sign Up", "signup"],
      ["Login", "login"],
    ]) {
      const button = screen.getByRole("button", { name });
      expect(button).toHaveAttribute("type", "submit");
      const form = button.closest("form")!;
      expect(form).toHaveAttribute("method", "post");
      expect(form).toHaveAttribute("action", "/api/auth/start");
      expect(form.querySelector('input[name="intent"]')).toHaveValue(intent);
    }
    await waitFor(() =>
      expect(container.querySelector("[data-session]")).toHaveAttribute("data-session", "unauthenticated"),
    );
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/session",
      expect.objectContaining({ cache: "no-store" }),
    );
  });

  it("Login comes back to this page, with its query", async () => {
    answerSession({});
    window.history.replaceState(null, "", "/fr/jobs?q=developer");
    const submitted: string[] = [];
    render(
      <div
        onSubmit={(event) => {
          event.preventDefault(); // jsdom cannot navigate
          const data = new FormData(event.target as HTMLFormElement);
          submitted.push(`${data.get("intent")} ${data.get("callbackUrl")}`);
        }}
      >
        <AccountArea />
      </div>,
    );

    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));

    expect(submitted).toEqual([
      "login http://localhost/fr/jobs?q=developer",
      "signup http://localhost/fr/jobs?q=developer",
    ]);
    expect(signIn).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/");
  });

  it("treats an unreachable session endpoint as signed out", async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch;
    render(<AccountArea />);

    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
  });

  it("shows the initials avatar and a menu with Profile, Applications and Log out when signed in", async () => {
    answerSession({ user: { name: "Amara Okafor", email: "amara@example.com" }, expires: "2099-01-01" });
    render(<AccountArea />);

    const avatar = await screen.findByRole("button", { name: "AO account menu for Amara Okafor" });
    expect(avatar).toHaveTextContent("AO");
    // Still there, hidden, keeping the box the avatar now takes.
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Login", hidden: true }).closest("[inert]")).not.toBeNull();

    await userEvent.click(avatar);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(within(menu).getByRole("menuitem", { name: "Applications" })).toHaveAttribute(
      "href",
      "/applications",
    );
    expect(within(menu).getByRole("menuitem", { name: "Log out" })).not.toHaveAttribute("href");
    expect(within(menu).queryByRole("menuitem", { name: "Moderation" })).not.toBeInTheDocument();
  });

  it("links a moderator to the moderation console", async () => {
    answerSession({ user: { name: "Amara Okafor", moderator: true }, expires: "2099-01-01" });
    render(<AccountArea />);
    await userEvent.click(await screen.findByRole("button", { name: /account menu for Amara Okafor/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Moderation" })).toHaveAttribute("href", "/moderation");
  });

  it("logs out with a POST to the logout route, never a GET link", async () => {
    answerSession({ user: { name: "Amara Okafor" }, expires: "2099-01-01" });
    // jsdom cannot navigate; record the form the browser would submit instead.
    const submitted: HTMLFormElement[] = [];
    const submit = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });
    render(<AccountArea />);

    await userEvent.click(await screen.findByRole("button", { name: "AO account menu for Amara Okafor" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));

    expect(submitted).toHaveLength(1);
    expect(submitted[0].method).toBe("post");
    expect(new URL(submitted[0].action).pathname).toBe("/api/auth/federated-logout");
    submit.mockRestore();
  });

  it("opens the menu from the keyboard", async () => {
    answerSession({ user: { name: "Kwame Mensah" }, expires: "2099-01-01" });
    render(<AccountArea />);
    const avatar = await screen.findByRole("button", { name: "KM account menu for Kwame Mensah" });

    // jsdom does not honour `inert`: the hidden guest buttons before the avatar would take the first Tab.
    avatar.focus();
    expect(avatar).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    expect(await screen.findByRole("menu")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  });

  it("falls back to 'User' when the session has no name", async () => {
    answerSession({ user: { email: "someone@example.com" }, expires: "2099-01-01" });
    render(<AccountArea />);

    expect(await screen.findByRole("button", { name: "U account menu for User" })).toHaveTextContent("U");
  });
});

describe("SignUpButton", () => {
  it("shares one session request with the account area and hides itself for signed-in users", async () => {
    const fetchMock = answerSession({ user: { name: "Wanjiru Kamau" }, expires: "2099-01-01" });
    render(
      <>
        <AccountArea />
        <SignUpButton onlyWhenSignedOut>Sign Up Free</SignUpButton>
      </>,
    );

    await screen.findByRole("button", { name: "WK account menu for Wanjiru Kamau" });
    expect(screen.queryByRole("button", { name: "Sign Up Free" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is a form to the sign-up screen from the first render, before the session answers, and stays for visitors", async () => {
    // jsdom has no Response: the hook only reads `ok` and `json()`.
    let answer = () => {};
    const fetchMock = jest.fn(
      () =>
        new Promise(
          (resolve) => (answer = () => resolve({ ok: true, status: 200, json: () => Promise.resolve({}) })),
        ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<SignUpButton onlyWhenSignedOut>Sign Up Free</SignUpButton>);

    const button = screen.getByRole("button", { name: "Sign Up Free" });
    expect(button).toBeVisible();
    expect(button).toHaveAttribute("type", "submit");
    const form = button.closest("form")!;
    expect(form).toHaveAttribute("action", "/api/auth/start");
    expect(form).toHaveAttribute("method", "post");
    expect(within(form).getByDisplayValue("signup")).toHaveAttribute("name", "intent");

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer();
    expect(await screen.findByRole("button", { name: "Sign Up Free" })).toBeVisible();
  });
});

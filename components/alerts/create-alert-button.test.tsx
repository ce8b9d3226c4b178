import { screen, waitFor } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { CREATE_ALERT_HASH, CreateAlertButton } from "./create-alert-button";

jest.mock("next-auth/react", () => ({ signIn: jest.fn(() => Promise.resolve(undefined)) }));

type Answer = { status: number; body: unknown };

/** The site's route handlers as the browser sees them; returns the requests sent. */
function site(signedIn: boolean, create: () => Answer = () => ({ status: 201, body: { created: true } })) {
  const requests: { method: string; url: string; body?: unknown }[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer =
      url === "/api/auth/session"
        ? { status: 200, body: signedIn ? { user: { name: "Amina Njeri" } } : {} }
        : create();
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      json: () => Promise.resolve(answer.body),
    });
  }) as unknown as typeof fetch;
  return requests;
}

const SEARCH = "q=nurse&country=KE&type=Full-time";
afterEach(() => {
  jest.clearAllMocks();
  window.history.replaceState(null, "", "/");
});

test("a signed-in seeker creates a daily alert for this search and is told where to manage it", async () => {
  const requests = site(true);
  render(<CreateAlertButton search={SEARCH} />);
  // The guest's hint is there before the session is known (the server's HTML), and keeps its line,
  // hidden, once it says who is signed in.
  const hint = screen.getByText("Sign in to get them by email");
  expect(hint).not.toHaveAttribute("aria-hidden");
  const button = await screen.findByRole("button", { name: "Email me new jobs like these" });
  await waitFor(() => expect(button).toBeEnabled());
  expect(hint).toHaveAttribute("aria-hidden", "true");
  expect(hint).toHaveClass("invisible");
  await userEvent.click(button);
  expect(await screen.findByRole("status")).toHaveTextContent(
    "Alert created: we will email you new jobs like these daily.",
  );
  expect(screen.getByRole("link", { name: "Manage alerts" })).toHaveAttribute("href", "/alerts");
  expect(requests.filter((r) => r.method === "POST")).toEqual([
    { method: "POST", url: "/api/alerts", body: { search: SEARCH, frequency: "daily" } },
  ]);
});

test("the same search again says the alert exists; a refusal shows the site's message", async () => {
  site(true, () => ({ status: 200, body: { created: false } }));
  const { unmount } = render(<CreateAlertButton search={SEARCH} />);
  const button = await screen.findByRole("button", { name: "Email me new jobs like these" });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(await screen.findByRole("status")).toHaveTextContent("You already have an alert for this search.");
  unmount();

  const message = "Verify your email address before creating job alerts. We sent you a link.";
  site(true, () => ({ status: 403, body: { message } }));
  render(<CreateAlertButton search={SEARCH} />);
  const again = await screen.findByRole("button", { name: "Email me new jobs like these" });
  await waitFor(() => expect(again).toBeEnabled());
  await userEvent.click(again);
  expect(await screen.findByRole("alert")).toHaveTextContent(message);
});

test("a guest is sent to sign in and comes back to this search to create the alert", async () => {
  const requests = site(false);
  window.history.replaceState(null, "", `/jobs?${SEARCH}`);
  render(<CreateAlertButton search={SEARCH} />);
  expect(await screen.findByText("Sign in to get them by email")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Email me new jobs like these" }));
  expect(signIn).toHaveBeenCalledWith(
    "oidc",
    { callbackUrl: `http://localhost/jobs?${SEARCH}${CREATE_ALERT_HASH}` },
    { ui_locales: "en" },
  );
  expect(requests.some((r) => r.method === "POST")).toBe(false);
});

test("back from signing in with the alert asked for, the alert is created without a second click", async () => {
  const requests = site(true);
  window.history.replaceState(null, "", `/jobs?${SEARCH}${CREATE_ALERT_HASH}`);
  render(<CreateAlertButton search={SEARCH} />);
  expect(await screen.findByRole("status")).toHaveTextContent("Alert created");
  expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
  expect(window.location.hash).toBe("");
});

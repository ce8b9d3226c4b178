import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { subscribeFlash, takeFlashMessages } from "@/components/providers/flash";
import { YourDataCard } from "./your-data-card";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, back: jest.fn(), refresh: jest.fn() }) }));

const DELETED = "Your account and all your data have been deleted.";

function renderCard(signInAccountDeletable = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(["user"], { id: "seeker-1" });
  render(
    <QueryClientProvider client={client}>
      <YourDataCard signInAccountDeletable={signInAccountDeletable} />
    </QueryClientProvider>,
  );
  return client;
}

/** jsdom has no fetch: a stand-in answering as the DELETE /api/me/account route handler would. */
function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 300, status, json: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function openDialog() {
  await userEvent.setup().click(screen.getByRole("button", { name: "Delete my account" }));
  return screen.findByRole("dialog", { name: "Delete your account?" });
}

beforeEach(() => push.mockReset());

describe("Your data", () => {
  it("downloads the data from the export route as a file", () => {
    renderCard();
    const link = screen.getByRole("link", { name: "Download my data" });
    expect(link).toHaveAttribute("href", "/api/me/export");
    expect(link).toHaveAttribute("download");
  });

  it("says what will be removed before anything is", async () => {
    const fetchMock = answer(200, { message: DELETED });
    renderCard();
    const dialog = await openDialog();
    for (const text of [
      "your profile and professional licenses",
      "your applications, with the CVs and cover letters you sent",
      "your saved jobs and job alerts",
      "your Kazi sign-in account (your email and password)",
    ])
      expect(dialog).toHaveTextContent(text);
    expect(dialog).toHaveTextContent("Reports you made about jobs stay, without your name or details");
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tells that an external provider's sign-in account stays", async () => {
    renderCard(false);
    const dialog = await openDialog();
    expect(dialog).not.toHaveTextContent("your Kazi sign-in account");
    expect(dialog).toHaveTextContent("Your sign-in account is managed by your sign-in provider");
  });

  it("deletes, empties the cache and lands on the home page with the route's message", async () => {
    const fetchMock = answer(200, { message: DELETED });
    const flashed: string[] = [];
    const unsubscribe = subscribeFlash(() => flashed.push(...takeFlashMessages()));
    const client = renderCard();
    const dialog = await openDialog();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/"));
    unsubscribe();
    expect(fetchMock).toHaveBeenCalledWith("/api/me/account", expect.objectContaining({ method: "DELETE" }));
    expect(flashed).toEqual([DELETED]);
    expect(client.getQueryData(["user"])).toBeUndefined();
  });

  it("keeps the dialog open with the route's explanation when the deletion fails", async () => {
    const failure = "Your account was not deleted: nothing was removed. Please try again.";
    answer(502, { message: failure });
    const client = renderCard();
    const dialog = await openDialog();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(failure);
    expect(within(dialog).getByRole("button", { name: "Delete my account" })).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
    expect(client.getQueryData(["user"])).toEqual({ id: "seeker-1" });
  });
});

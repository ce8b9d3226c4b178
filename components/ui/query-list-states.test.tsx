import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import { requestJson } from "@/lib/request-json";
import { QueryListStates } from "./query-list-states";

// jsdom has no fetch: a stand-in answering with the statuses the test gives, one per request.
function answers(...statuses: number[]) {
  let n = 0;
  global.fetch = jest.fn(() => {
    const status = statuses[Math.min(n++, statuses.length - 1)];
    return Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve({ items: ["Kigali"] }) });
  }) as unknown as typeof fetch;
}

function Places() {
  const query = useQuery({
    queryKey: ["places"],
    queryFn: () => requestJson<{ items: string[] }>("/api/places"),
  });
  return (
    <QueryListStates
      query={query}
      skeleton={<p>Loading places</p>}
      errorTitle="Could not load your places"
      errorMessage="We couldn't fetch your places right now. Please try again."
    >
      {(data) => <p>{data.items.join(", ")}</p>}
    </QueryListStates>
  );
}

function renderPlaces() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Places />
    </QueryClientProvider>,
  );
}

describe("QueryListStates", () => {
  it("shows the skeleton, then the list", async () => {
    answers(200);
    renderPlaces();
    expect(screen.getByText("Loading places")).toBeInTheDocument();
    expect(await screen.findByText("Kigali")).toBeInTheDocument();
  });

  it("says the session has ended on a 401", async () => {
    answers(401);
    renderPlaces();
    expect(await screen.findByText("Your session has ended. Logging you out")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the list's error with Try Again, which asks again", async () => {
    answers(502, 200);
    renderPlaces();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your places");
    expect(alert).toHaveTextContent("We couldn't fetch your places right now. Please try again.");
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Kigali")).toBeInTheDocument();
  });
});

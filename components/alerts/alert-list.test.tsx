import { screen, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import userEvent from "@testing-library/user-event";
import type { JobAlert } from "@/lib/product-api/alerts";
import { AlertList } from "./alert-list";

const alert = (overrides: Partial<JobAlert>): JobAlert => ({
  id: 1,
  searchQuery: "nurse",
  country: ["KE"],
  city: ["Nairobi"],
  jobType: ["Full-time"],
  remoteOption: ["remote"],
  experienceLevel: [],
  category: ["software"],
  minSalary: 50_000,
  verified: true,
  frequency: "daily",
  paused: false,
  channels: ["email"],
  createdAt: "2026-11-20T08:00:00.000Z",
  lastDigestAt: null,
  ...overrides,
});

function api(answer: (method: string, url: string, body: unknown) => { status: number; body?: unknown }) {
  const requests: string[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push(`${init.method} ${url} ${body ? JSON.stringify(body) : ""}`.trim());
    const a = answer(init.method ?? "GET", url, body);
    return Promise.resolve({ ok: a.status < 300, status: a.status, json: () => Promise.resolve(a.body) });
  }) as unknown as typeof fetch;
  return requests;
}

test("lists each alert's search in words and how often it is mailed", () => {
  render(
    <AlertList
      initialAlerts={[
        alert({}),
        alert({
          id: 2,
          searchQuery: "",
          country: [],
          city: [],
          jobType: [],
          remoteOption: [],
          category: [],
          minSalary: null,
          verified: false,
          experienceLevel: ["Entry level"],
          frequency: "weekly",
          paused: true,
        }),
      ]}
    />,
  );
  const [first, second] = screen.getAllByRole("listitem");
  expect(within(first).getByRole("heading", { name: "“nurse”" })).toBeInTheDocument();
  expect(first).toHaveTextContent(
    "in Nairobi, Kenya · Full-time · Remote · Software Development · $50,000+ a year · verified employers only",
  );
  expect(first).toHaveTextContent("Emailed daily");
  expect(within(second).getByRole("heading", { name: "All jobs" })).toBeInTheDocument();
  expect(second).toHaveTextContent("Entry level");
  expect(second).toHaveTextContent("Paused: no emails");
  expect(within(second).getByRole("combobox", { name: "Frequency" })).toHaveValue("weekly");
});

test("pauses, resumes, changes the frequency and deletes through the site", async () => {
  const requests = api((method, _url, body) =>
    method === "DELETE" ? { status: 204 } : { status: 200, body: alert(body as Partial<JobAlert>) },
  );
  render(<AlertList initialAlerts={[alert({})]} />);
  await userEvent.click(screen.getByRole("button", { name: "Pause alert “nurse”" }));
  expect(await screen.findByText("Paused: no emails")).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Frequency" }), "weekly");
  expect(await screen.findByText("Emailed weekly")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Delete alert “nurse”" }));
  expect(await screen.findByText("No job alerts yet")).toBeInTheDocument();
  expect(requests).toEqual([
    'PATCH /api/alerts/1 {"paused":true}',
    'PATCH /api/alerts/1 {"frequency":"weekly"}',
    "DELETE /api/alerts/1",
  ]);
});

test("a refused change leaves the alert as it was and says why", async () => {
  api(() => ({
    status: 503,
    body: { message: "The service is temporarily unavailable. Please try again." },
  }));
  render(<AlertList initialAlerts={[alert({})]} />);
  await userEvent.click(screen.getByRole("button", { name: "Delete alert “nurse”" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The service is temporarily unavailable.");
  expect(screen.getByRole("heading", { name: "“nurse”" })).toBeInTheDocument();
});

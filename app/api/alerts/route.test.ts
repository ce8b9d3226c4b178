import { SAME_ORIGIN as sameSite, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { DEFAULT_ALERTS_SECRET } from "@/services/product-api/routes/alerts/alert-settings";
import { unsubscribeToken } from "@/services/product-api/routes/alerts/unsubscribe-token";

// The alert route handlers as Next calls them, with a real session cookie in front of the real product
// API (over HTTP) and the real identity provider. Only next/headers' request scope is stood in for.

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

type Handler = (request: Request, context: { params: Promise<{ alertId: string }> }) => Promise<Response>;
let routes: {
  list: { POST: (request: Request) => Promise<Response> };
  one: { PATCH: Handler; DELETE: Handler };
  unsubscribe: { GET: (request: Request) => Response; POST: (request: Request) => Promise<Response> };
};
type Who = "amina" | "kwame";
let stack: RouteStack<Who>;

beforeAll(async () => {
  stack = await startRouteStack({
    secret: "alerts-route-test-session-secret-0123456789",
    seekers: { amina: "Amina Njeri", kwame: "Kwame Mensah" },
  });
  /* eslint-disable @typescript-eslint/no-require-imports */
  routes = {
    list: require("./route"),
    one: require("./[alertId]/route"),
    unsubscribe: require("./unsubscribe/route"),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}, 150_000);

afterAll(() => stack?.close());

const json = (body: unknown) => ({
  "content-type": "application/json",
  ...sameSite,
  body: JSON.stringify(body),
});
const post = (who: Who | undefined, body: unknown, headers: Record<string, string> = sameSite) =>
  routes.list.POST(
    stack.request("/api/alerts", {
      method: "POST",
      who,
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );
/** The seeker's alerts as the Alerts page reads them (required after the stack set the web app's env). */
const alertsOf = (who: Who): Promise<{ id: number }[]> =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require("@/lib/product-api").productApi(stack.seekers[who].seeker.accessToken).listAlerts();
const params = (id: number | string) => ({ params: Promise.resolve({ alertId: String(id) }) });

test("a seeker makes an alert from a search URL's query and filters; guests and other sites are refused", async () => {
  const created = await post("amina", { search: "q=Nurse&country=ke&type=Full-time&page=3&sort=newest" });
  expect(created.status).toBe(201);
  const { alert, created: isNew } = await created.json();
  expect(isNew).toBe(true);
  expect(alert).toMatchObject({
    searchQuery: "nurse",
    country: ["KE"],
    jobType: ["Full-time"],
    frequency: "daily",
  });
  expect((await post("amina", { search: "country=KE&q=nurse&type=full-time" })).status).toBe(200);

  expect((await post(undefined, { search: "q=nurse" })).status).toBe(401);
  expect((await post("amina", { search: "q=nurse" }, { origin: "https://evil.example" })).status).toBe(403);
  const bad = await post("amina", { search: "q=nurse", frequency: "hourly" });
  expect(bad.status).toBe(422);
  expect((await bad.json()).message).toBe("Choose daily or weekly");
  const empty = await post("amina", { search: "page=2" });
  expect(empty.status).toBe(422);
  expect((await empty.json()).message).toMatch(/Search for something or choose a filter/);

  expect((await alertsOf("amina")).map((a) => a.id)).toEqual([alert.id]);
});

test("pause and delete work on one's own alert only", async () => {
  const { alert } = await (await post("kwame", { search: "q=welder" })).json();
  const patch = (who: Who, body: unknown) =>
    routes.one.PATCH(
      stack.request(`/api/alerts/${alert.id}`, {
        method: "PATCH",
        who,
        headers: json(body),
        body: JSON.stringify(body),
      }),
      params(alert.id),
    );
  const del = (who: Who) =>
    routes.one.DELETE(
      stack.request(`/api/alerts/${alert.id}`, { method: "DELETE", who, headers: sameSite }),
      params(alert.id),
    );

  expect((await patch("amina", { paused: true })).status).toBe(404);
  expect((await del("amina")).status).toBe(404);
  const paused = await patch("kwame", { paused: true });
  expect(paused.status).toBe(200);
  expect(await paused.json()).toMatchObject({ id: alert.id, paused: true });
  expect((await patch("kwame", {})).status).toBe(422);
  expect((await del("kwame")).status).toBe(204);
  expect((await del("kwame")).status).toBe(404);
});

test("unsubscribe: GET only shows the confirm page, the form and the one-click POST unsubscribe, a forged token is refused", async () => {
  const { alert } = await (await post("amina", { search: "q=midwife" })).json();
  const token = unsubscribeToken(DEFAULT_ALERTS_SECRET, alert.id);
  const url = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  const stillThere = async () => (await alertsOf("amina")).some((a) => a.id === alert.id);

  const opened = routes.unsubscribe.GET(stack.request(url));
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
  expect(await stillThere()).toBe(true);

  const form = { "content-type": "application/x-www-form-urlencoded" };
  const forged = await routes.unsubscribe.POST(
    stack.request("/api/alerts/unsubscribe", {
      method: "POST",
      headers: { ...form, ...sameSite },
      body: `token=${alert.id}.${"A".repeat(43)}`,
    }),
  );
  expect(forged.status).toBe(303);
  expect(forged.headers.get("location")).toMatch(/result=invalid/);
  const forgedOneClick = await routes.unsubscribe.POST(
    stack.request(`/api/alerts/unsubscribe?token=${alert.id}.${"A".repeat(43)}`, {
      method: "POST",
      headers: form,
      body: "List-Unsubscribe=One-Click",
    }),
  );
  expect(forgedOneClick.status).toBe(400);
  expect(await stillThere()).toBe(true);

  const oneClick = await routes.unsubscribe.POST(
    stack.request(url, { method: "POST", headers: form, body: "List-Unsubscribe=One-Click" }),
  );
  expect(oneClick.status).toBe(200);
  expect(await stillThere()).toBe(false);

  const { alert: second } = await (
    await post("amina", { search: "q=midwife&city=Kisumu&country=KE" })
  ).json();
  const fromPage = await routes.unsubscribe.POST(
    stack.request("/api/alerts/unsubscribe", {
      method: "POST",
      headers: { ...form, ...sameSite },
      body: new URLSearchParams({ token: unsubscribeToken(DEFAULT_ALERTS_SECRET, second.id) }).toString(),
    }),
  );
  expect(fromPage.status).toBe(303);
  expect(fromPage.headers.get("location")).toBe("/alerts/unsubscribe?result=done");
});

import { SAME_ORIGIN, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";

// A copy of the session cookie taken before a log-out or an account deletion: next-auth's session
// endpoint (every page view asks it) answers as for a visitor, on this web instance and on any other,
// with the real provider and the real product API, whose revocation list says the session ended.

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

const PASSWORD = "Revoked-session-2025";
let stack: RouteStack;
let routes: {
  nextAuth: typeof import("./route");
  logout: typeof import("../federated-logout/route");
  account: typeof import("../../me/account/route");
  me: typeof import("../../me/route");
};

beforeAll(async () => {
  stack = await startRouteStack({ secret: "revoked-session-test-secret-0123456789" });
  routes = {
    nextAuth: await import("./route"),
    logout: await import("../federated-logout/route"),
    account: await import("../../me/account/route"),
    me: await import("../../me/route"),
  };
}, 120_000);
afterAll(() => stack?.close());

/** A new seeker signed up at the provider, and the session cookie the web app would give them. */
async function signedIn(name: string) {
  const { sub, email, session } = await stack.signUp(name, PASSWORD);
  return { sub, email, cookie: session };
}

async function sessionWith(cookie: string) {
  const res = await routes.nextAuth.GET(stack.request("/api/auth/session", { session: cookie }), {
    params: Promise.resolve({ nextauth: ["session"] }),
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** Another web instance: nothing this one remembered about sessions or renewed tokens. */
function onAnotherInstance() {
  const shared = globalThis as { __kaziSessionsOn?: unknown; __kaziTokenRefresher?: unknown };
  delete shared.__kaziSessionsOn;
  delete shared.__kaziTokenRefresher;
}

it("after log-out, a copy of the session cookie reads as signed out, here and on another instance", async () => {
  const { sub, email, cookie } = await signedIn("Copy Logout");
  expect(await sessionWith(cookie)).toMatchObject({ user: { id: sub, name: "Copy Logout", email } });

  const out = await routes.logout.POST(
    stack.request("/api/auth/federated-logout", { method: "POST", session: cookie, headers: SAME_ORIGIN }),
  );
  expect(out.status).toBe(303);

  expect(await sessionWith(cookie)).toEqual({});
  onAnotherInstance();
  expect(await sessionWith(cookie)).toEqual({});
  stack.request("/api/me", { session: cookie });
  expect((await routes.me.GET()).status).toBe(401);
});

it("after account deletion, a copy of the session cookie reads as signed out", async () => {
  const { sub, cookie } = await signedIn("Copy Delete");
  expect(await sessionWith(cookie)).toMatchObject({ user: { id: sub } });

  const deleted = await routes.account.DELETE(
    stack.request("/api/me/account", { method: "DELETE", session: cookie, headers: SAME_ORIGIN }),
  );
  expect(deleted.status).toBe(200);

  onAnotherInstance();
  expect(await sessionWith(cookie)).toEqual({});
});

it("a session that was not ended stays signed in, and another seeker's log-out leaves it alone", async () => {
  const [stays, leaves] = [await signedIn("Stays On"), await signedIn("Leaves")];
  await routes.logout.POST(
    stack.request("/api/auth/federated-logout", {
      method: "POST",
      session: leaves.cookie,
      headers: SAME_ORIGIN,
    }),
  );
  onAnotherInstance();
  expect(await sessionWith(stays.cookie)).toMatchObject({ user: { id: stays.sub } });
  expect(await sessionWith(leaves.cookie)).toEqual({});
});

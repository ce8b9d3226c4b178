import { SAME_ORIGIN, SITE, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import {
  SMS_PATH,
  startPhoneProviders,
  type PhoneProviders,
} from "@/services/product-api/notify/phone/testing";

// The Phone section's route handlers as Next calls them, with a real session in front of the real
// product API, whose texts go to a stand-in for Africa's Talking.

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

let stack: RouteStack<"amina">;
let providers: PhoneProviders;
let routes: { phone: typeof import("./route"); verify: typeof import("./verify/route") };

beforeAll(async () => {
  providers = await startPhoneProviders();
  stack = await startRouteStack({
    secret: "phone-route-test-session-secret-0123456789",
    seekers: { amina: "Amina Njeri" },
    phone: providers.settings,
  });
  routes = { phone: await import("./route"), verify: await import("./verify/route") };
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await providers?.close();
});

const json = (body: unknown, headers: Record<string, string> = SAME_ORIGIN) => ({
  method: "POST",
  who: "amina" as const,
  headers: { ...headers, "content-type": "application/json" },
  body: JSON.stringify(body),
});

it("sends a code, passes on why a code is refused with a code the section names, and confirms the number", async () => {
  const sent = await routes.phone.POST(
    stack.request("/api/me/phone", json({ number: "0712 345 699", country: "KE", channel: "sms" })),
  );
  expect(sent.status).toBe(202);
  expect(sent.headers.get("cache-control")).toBe("private, no-store");
  expect(await sent.json()).toMatchObject({ pending: { masked: "+254 •••••• 699", channel: "sms" } });
  const [sms] = await providers.sms.waitFor(
    (r) => r.path === SMS_PATH && new URLSearchParams(r.body).get("to") === "+254712345699",
  );
  const code = /\d{6}/.exec(new URLSearchParams(sms.body).get("message")!)![0];

  const wrong = await routes.verify.POST(
    stack.request("/api/me/phone/verify", json({ code: code === "000000" ? "111111" : "000000" })),
  );
  expect(wrong.status).toBe(422);
  expect(await wrong.json()).toEqual({ message: "That code is not right.", code: "wrongCode" });

  const right = await routes.verify.POST(stack.request("/api/me/phone/verify", json({ code })));
  expect(right.status).toBe(200);
  expect(await right.json()).toMatchObject({ number: { masked: "+254 •••••• 699", sms: true } });
  const state = await routes.phone.GET(stack.request("/api/me/phone", { who: "amina" }));
  expect(await state.json()).toMatchObject({
    channels: { whatsapp: true, sms: true },
    number: { sms: true },
  });
});

it("refuses bad input, other sites and guests before the API is asked", async () => {
  const before = providers.sms.requests.length;
  const empty = await routes.phone.POST(
    stack.request("/api/me/phone", json({ number: " ", channel: "sms" })),
  );
  expect(empty.status).toBe(422);
  expect(await empty.json()).toMatchObject({ message: "Type your phone number" });
  const badCode = await routes.verify.POST(stack.request("/api/me/phone/verify", json({ code: "12a456" })));
  expect(badCode.status).toBe(422);
  const crossSite = await routes.phone.POST(
    stack.request("/api/me/phone", json({ number: "", channel: "sms" }, { origin: "https://evil.example" })),
  );
  expect(crossSite.status).toBe(403);
  const guest = await routes.phone.DELETE(
    stack.request("/api/me/phone", { method: "DELETE", headers: { origin: SITE } }),
  );
  expect(guest.status).toBe(401);
  const guestWithBadInput = await routes.phone.POST(
    stack.request("/api/me/phone", { ...json({ number: "" }), who: undefined }),
  );
  expect(guestWithBadInput.status).toBe(401);
  expect(providers.sms.requests.length).toBe(before);
});

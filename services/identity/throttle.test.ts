import { ACCOUNT, ADDRESS, lockMs } from "./throttle";
import { withTestIdentity } from "./testing";

const { idp, browser } = withTestIdentity();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function loginPage(forwardedFor?: string) {
  const client = browser();
  const url = await client.authorize();
  const attempt = (email: string, password: string) =>
    client.request(`${url}/login`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: new URL(idp().issuer).origin,
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
      body: new URLSearchParams({ email, password }).toString(),
    });
  return { client, attempt };
}

test("failed logins pause the account for a growing time, the right password included", async () => {
  const email = `chipo-${Date.now()}@example.com`;
  const password = "Zvakanaka-Harare-5";
  const signup = browser();
  const url = await signup.authorize({ prompt: "create" });
  expect((await signup.postForm(`${url}/signup`, { name: "Chipo Dube", email, password })).status).toBe(200);
  const target = email;
  const { attempt } = await loginPage("203.0.113.7");

  for (let i = 1; i <= 4; i++) expect((await attempt(target, "wrong-password-1")).status).toBe(401);
  const fifth = await attempt(target, "wrong-password-1");
  expect(fifth.status).toBe(429);
  expect(fifth.headers.get("retry-after")).toBe("2");
  expect(await fifth.text()).toContain(
    "Too many failed attempts. To protect this account, logging in is paused: try again in 2 seconds.",
  );

  const rightDuringPause = await attempt(target, password);
  expect(rightDuringPause.status).toBe(429);

  await sleep(2100);
  const sixth = await attempt(target, "wrong-password-1");
  expect(sixth.status).toBe(429);
  expect(sixth.headers.get("retry-after")).toBe("4");
  expect(await sixth.text()).toContain("try again in 4 seconds");

  await sleep(4100);
  const right = await attempt(target, password);
  expect(right.status).toBe(303);
  // Success clears the account's failures: the next mistake is an ordinary one.
  expect((await (await loginPage("203.0.113.7")).attempt(target, "wrong-password-1")).status).toBe(401);
}, 30_000);

test("an address with many failures is paused; another address and the header alone do not share it", async () => {
  const { attempt } = await loginPage("198.51.100.20");
  for (let i = 1; i < ADDRESS.free; i++) {
    expect((await attempt(`nobody-${i}@example.com`, "wrong-password-1")).status).toBe(401);
  }
  const over = await attempt("nobody-last@example.com", "wrong-password-1");
  expect(over.status).toBe(429);
  expect(await over.text()).toContain("Too many failed attempts from your network. Try again in 2 seconds.");
  const elsewhere = await (await loginPage("198.51.100.21")).attempt("demo@kazi.africa", "Kazi-demo-2025");
  expect(elsewhere.status).toBe(303);
}, 60_000);

test("pauses start after five failures, double each time, and stop growing at 15 minutes", () => {
  expect([4, 5, 6, 7, 8].map((n) => lockMs(n, ACCOUNT))).toEqual([0, 2000, 4000, 8000, 16000]);
  expect(lockMs(40, ACCOUNT)).toBe(15 * 60 * 1000);
  expect([99, 100, 101].map((n) => lockMs(n, ADDRESS))).toEqual([0, 2000, 4000]);
});

import { NextRequest } from "next/server";
import { GET, POST } from "./route";

const start = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new NextRequest("http://localhost:3000/api/auth/start", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body,
    }),
  );

it("refuses another site's form", async () => {
  const response = await start("intent=login&callbackUrl=%2F", {
    origin: "https://attacker.example",
    "sec-fetch-site": "cross-site",
  });
  expect(response.status).toBe(403);
});

it("answers 413 to a body no form of ours sends, before reading it all", async () => {
  const response = await start(`intent=login&callbackUrl=${"x".repeat(9 * 1024)}`);
  expect(response.status).toBe(413);
});

it("sends a form with a callback cookie next-auth cannot read again without it, before next-auth sees it", async () => {
  const response = await start("intent=login&callbackUrl=%2Fjobs", { cookie: "next-auth.callback-url=foo" });
  expect(response.status).toBe(307);
  expect(response.headers.get("location")).toBe("http://localhost:3000/api/auth/start");
  expect(response.headers.get("set-cookie")).toMatch(/^next-auth\.callback-url=;.*Max-Age=0/i);
});

it("sends a link with a callback cookie next-auth cannot read again without it, keeping where it comes back to", async () => {
  const response = await GET(
    new NextRequest("http://localhost:3000/api/auth/start?callbackUrl=%2Ffr%2Falerts", {
      headers: { cookie: "next-auth.callback-url=foo" },
    }),
  );
  expect(response.status).toBe(307);
  expect(response.headers.get("location")).toBe(
    "http://localhost:3000/api/auth/start?callbackUrl=%2Ffr%2Falerts",
  );
  expect(response.headers.get("set-cookie")).toMatch(/^next-auth\.callback-url=;.*Max-Age=0/i);
});

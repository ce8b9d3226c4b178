import { NextRequest } from "next/server";
import { isValidCallbackUrl } from "@/lib/auth/options";
import { GET, POST } from "./route";

const context = { params: Promise.resolve({ nextauth: ["signin"] }) };

describe("/api/auth/* with a callbackUrl no page has", () => {
  it.each(["foo", "javascript:alert(1)", "//evil.example/x", "/\\evil.example", "https://evil.example/"])(
    "sends %s back without it, keeping the rest of the query",
    async (bad) => {
      const url = `http://localhost:3000/api/auth/signin?callbackUrl=${encodeURIComponent(bad)}&error=x`;
      const response = await GET(new NextRequest(url), context);
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe("http://localhost:3000/api/auth/signin?error=x");
    },
  );

  it("drops a callback-url cookie no page has, for POST too", async () => {
    const response = await POST(
      new NextRequest("http://localhost:3000/api/auth/signin/oidc", {
        method: "POST",
        headers: { cookie: "next-auth.callback-url=foo" },
      }),
      { params: Promise.resolve({ nextauth: ["signin", "oidc"] }) },
    );
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/api/auth/signin/oidc");
    expect(response.headers.get("set-cookie")).toMatch(/^next-auth\.callback-url=;.*Max-Age=0/i);
  });
});

it("answers 404 to an empty action rather than next-auth's 500", async () => {
  const response = await GET(new NextRequest("http://localhost:3000/api/auth/"), {
    params: Promise.resolve({ nextauth: [""] }),
  });
  expect(response.status).toBe(404);
});

it("answers 400 to a JSON body that is not an object, 413 to a large one, before next-auth reads it", async () => {
  const post = (body: string, type = "application/json") =>
    POST(
      new NextRequest("http://localhost:3000/api/auth/signin/oidc", {
        method: "POST",
        headers: { "content-type": type },
        body,
      }),
      { params: Promise.resolve({ nextauth: ["signin", "oidc"] }) },
    );
  for (const bad of ["", "{", "null", "[1]", '"x"'])
    expect([bad, (await post(bad)).status]).toEqual([bad, 400]);
  expect((await post("a=" + "x".repeat(70 * 1024), "application/x-www-form-urlencoded")).status).toBe(413);
});

describe("isValidCallbackUrl", () => {
  it("accepts paths and absolute URLs of the site, nothing else", () => {
    const base = "http://localhost:3000";
    for (const good of ["/", "/jobs/4/apply", "/jobs?q=dev", "http://localhost:3000/profile"])
      expect([good, isValidCallbackUrl(good, base)]).toEqual([good, true]);
    for (const bad of ["foo", "", "//evil.example", "/\\evil.example", "http://localhost:3001/", "data:,x"])
      expect([bad, isValidCallbackUrl(bad, base)]).toEqual([bad, false]);
  });
});

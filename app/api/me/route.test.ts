import { getSession, resolveAccessToken } from "@/lib/auth/session";
import { scriptedUpstream, signedInSession } from "@/lib/product-api/testing";
import { GET, PUT } from "./route";

const mockUpstream = scriptedUpstream();
jest.mock("@/lib/product-api/transport", () => ({ defaultTransport: () => mockUpstream.transport }));
jest.mock("@/lib/auth/session", () => ({ getSession: jest.fn(), resolveAccessToken: jest.fn() }));
const mockAuth = getSession as jest.Mock;
const mockToken = resolveAccessToken as jest.Mock;

const me = {
  id: "seeker-1",
  name: "Amina Okafor",
  username: "amina",
  email: "amina@example.com",
  professionalLicenses: [],
};
const license = {
  licenseName: "Registered Nurse",
  licenseValue: "RN-2041",
  startDate: "2024-01-15",
  endDate: "2027-01-15",
};

function put(body: unknown, headers: Record<string, string> = {}) {
  return PUT(
    new Request("http://localhost:3000/api/me", {
      method: "PUT",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  mockAuth.mockResolvedValue(signedInSession);
  mockToken.mockReset().mockResolvedValue({ token: "at-1" });
  mockUpstream.answer(() => Response.json(me));
});

describe("GET /api/me", () => {
  it("answers 401 'You are not logged in' to a visitor", async () => {
    mockAuth.mockResolvedValue(null);
    const response = await GET();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "You are not logged in" });
  });

  it("answers 401 'Authentication failed. Please log in again.' once token renewal has failed", async () => {
    mockAuth.mockResolvedValue({ expires: signedInSession.expires, error: "RefreshAccessTokenError" });
    const response = await GET();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Authentication failed. Please log in again." });
  });

  it("returns the profile, read with the visitor's token, never cached", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(me);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(mockUpstream.calls[0]).toMatchObject({ method: "GET", path: "/api/v1/users/me" });
    expect(mockUpstream.calls[0].headers.get("authorization")).toBe("Bearer at-1");
  });

  it("renews the token after a 401 and retries once", async () => {
    mockToken.mockResolvedValueOnce({ token: "at-1" }).mockResolvedValueOnce({ token: "at-2" });
    mockUpstream.answer(({ headers }) =>
      headers.get("authorization") === "Bearer at-2"
        ? Response.json(me)
        : Response.json({ title: "Unauthorized" }, { status: 401 }),
    );
    expect((await GET()).status).toBe(200);
    expect(mockUpstream.calls).toHaveLength(2);
  });

  it("answers 'Authentication failed. Please log in again.' when the retry fails too", async () => {
    mockUpstream.answer(() => Response.json({ title: "Unauthorized" }, { status: 401 }));
    const response = await GET();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Authentication failed. Please log in again." });
  });

  it("answers 502 without details when the product API is down", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    mockUpstream.answer(() => Promise.reject(new TypeError("fetch failed")));
    const response = await GET();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: "The service is temporarily unavailable. Please try again.",
    });
  });
});

describe("PUT /api/me", () => {
  it("refuses a request from another site with 403", async () => {
    const response = await put({ name: "Amina" }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(mockUpstream.calls).toHaveLength(0);
  });

  it("answers 401 to a visitor", async () => {
    mockAuth.mockResolvedValue(null);
    expect((await put({ name: "Amina" })).status).toBe(401);
  });

  it("answers 415 to a body that is not JSON-typed, 400 to broken JSON", async () => {
    expect((await put({ name: "Amina" }, { "content-type": "text/plain" })).status).toBe(415);
    expect((await put("{name:")).status).toBe(400);
  });

  it("answers 422 with the license form's message for an invalid license", async () => {
    const response = await put({ name: "Amina", professionalLicenses: [{ ...license, licenseName: "R" }] });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "License name must be at least 2 characters",
      errors: [
        { path: "professionalLicenses.0.licenseName", message: "License name must be at least 2 characters" },
      ],
    });
  });

  it("saves the name and licenses, dropping the temporary ids of new licenses", async () => {
    const response = await put({
      name: " Amina O. ",
      professionalLicenses: [
        { ...license, id: 7 },
        { ...license, id: -1717 },
      ],
    });
    expect(response.status).toBe(200);
    expect(mockUpstream.calls[0]).toMatchObject({ method: "PUT", path: "/api/v1/users/me" });
    expect(JSON.parse(mockUpstream.calls[0].body as string)).toEqual({
      name: "Amina O.",
      professionalLicenses: [{ ...license, id: 7 }, license],
    });
  });

  it("passes the product API's 422 message through", async () => {
    mockUpstream.answer(() => Response.json({ title: "Invalid profile", status: 422 }, { status: 422 }));
    const response = await put({ name: "Amina" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: "Invalid profile" });
  });
});

describe("PUT /api/me limits (the product API's, checked here first)", () => {
  it("answers 413 to a body over 256 KB, declared or streamed, without calling the API", async () => {
    const big = JSON.stringify({ name: "Amina", padding: "x".repeat(300 * 1024) });
    let response = await put(big);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("The profile is too large to save (at most 256 KB).");

    // No Content-Length: the stream is cut off once it passes the limit.
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 20 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    response = await PUT(
      new Request("http://localhost:3000/api/me", {
        method: "PUT",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);
    expect(mockUpstream.calls).toHaveLength(0);
  });

  it("answers 422 to NUL in text, ids past 2^31-1, over-long license text and more than 50 licenses", async () => {
    const cases: [unknown, string][] = [
      [{ name: "Ami\u0000na" }, "name"],
      [{ name: "Amina", professionalLicenses: [{ ...license, id: 2 ** 31 }] }, "professionalLicenses.0.id"],
      [
        { name: "Amina", professionalLicenses: [{ ...license, licenseName: "N".repeat(201) }] },
        "professionalLicenses.0.licenseName",
      ],
      [
        { name: "Amina", professionalLicenses: Array.from({ length: 51 }, () => license) },
        "professionalLicenses",
      ],
      [{ name: "Amina", username: "a b" }, "username"],
    ];
    for (const [body, path] of cases) {
      const response = await put(body);
      expect([path, response.status]).toEqual([path, 422]);
      expect((await response.json()).errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(mockUpstream.calls).toHaveLength(0);
  });

  it("sends a new username, and passes the API's 409 for a taken one through with its field error", async () => {
    mockUpstream.answer(() =>
      Response.json(
        { title: "That username is taken.", status: 409, errors: { username: ["That username is taken."] } },
        { status: 409, headers: { "content-type": "application/problem+json" } },
      ),
    );
    const response = await put({ name: "Amina", username: "amina_o" });
    expect(JSON.parse(mockUpstream.calls[0].body as string)).toMatchObject({ username: "amina_o" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "That username is taken.",
      errors: { username: ["That username is taken."] },
    });
  });
});

import type { UserMe } from "../../contract";
import type { AuthUser } from "../../lib/auth";
import { jsonBody, startTestApi, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";

// The seeker's reading language on the profile (for mails): from the token's locale claim on first
// use, changed with PUT /users/me.

const seekers: Record<string, Omit<AuthUser, "permissions">> = {
  "token-dakar": { sub: "seeker-dakar", name: "Awa Diop", email: "awa@example.com", locale: "fr-SN" },
  "token-berlin": { sub: "seeker-berlin", name: "Jonas Weber", email: "jonas@example.com", locale: "de-DE" },
  "token-nairobi": { sub: "seeker-nairobi", name: "Amina Njeri", email: "amina@example.com" },
};
const auth = async (token: string): Promise<AuthUser> => {
  const seeker = seekers[token];
  if (!seeker) throw new Error("unknown token");
  return { ...seeker, permissions: new Set() };
};

describe.each(testDatabases)("a seeker's language on %s", (_name, kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { auth });
  }, 60_000);
  afterAll(() => api?.close());

  const me = async (token: string) => {
    const res = await api.request("/api/v1/users/me", { token });
    expect(res.status).toBe(200);
    return (await res.json()) as UserMe;
  };
  const put = (token: string, body: unknown) =>
    api.request("/api/v1/users/me", { ...jsonBody(body), method: "PUT", token });

  it("starts as the language the seeker signed up in, else English", async () => {
    expect((await me("token-dakar")).language).toBe("fr");
    expect((await me("token-berlin")).language).toBe("en");
    expect((await me("token-nairobi")).language).toBe("en");
  });

  it("is changed by a profile update and kept by one that leaves it out", async () => {
    let res = await put("token-nairobi", { name: "Amina Njeri", language: "sw" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as UserMe).language).toBe("sw");
    res = await put("token-nairobi", { name: "Amina W. Njeri" });
    expect(res.status).toBe(200);
    expect(await me("token-nairobi")).toMatchObject({ name: "Amina W. Njeri", language: "sw" });
  });

  it("refuses a language Kazi does not speak with a 422 problem naming the field", async () => {
    const res = await put("token-dakar", { name: "Awa Diop", language: "wo" });
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const problem = await res.json();
    expect(problem).toMatchObject({ status: 422, errors: { language: ["Use one of: en, fr, pt, sw, ar"] } });
    expect((await me("token-dakar")).language).toBe("fr");
  });

  it("is part of the seeker's data export", async () => {
    const res = await api.request("/api/v1/users/me/export", { token: "token-dakar" });
    expect(res.status).toBe(200);
    expect((await res.json()).profile.language).toBe("fr");
  });
});

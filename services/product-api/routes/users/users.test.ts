import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import type { UserMe } from "../../contract";

let identity: TestIdentity;
let seeker: { accessToken: string; sub: string };
let francophone: { accessToken: string; sub: string };

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  seeker = await identity.seekerToken({ name: "Amina Njeri", email: "amina.njeri@example.com" });
  francophone = await identity.seekerToken({ name: "Awa Diop", email: "awa.diop@example.com", locale: "fr" });
}, 90_000);
afterAll(() => identity?.close());

const license = (overrides: Record<string, unknown> = {}) => ({
  licenseName: "Registered Nurse",
  licenseValue: "RN-2041",
  startDate: "2024-01-15",
  endDate: "2027-01-15",
  ...overrides,
});

describe.each(testDatabases)("users API on %s", (_name, kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
  }, 60_000);
  afterAll(() => api?.close());

  const put = (body: unknown) =>
    api.request("/api/v1/users/me", { ...jsonBody(body), method: "PUT", token: seeker.accessToken });

  it("needs a token", async () => {
    const res = await api.request("/api/v1/users/me");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(
      (await api.request("/api/v1/users/me", { ...jsonBody({ name: "x" }), method: "PUT" })).status,
    ).toBe(401);
  });

  it("creates the user from the token's claims on first use", async () => {
    const res = await api.request("/api/v1/users/me", { token: seeker.accessToken });
    expect(res.status).toBe(200);
    const me = (await res.json()) as UserMe;
    expect(me).toMatchObject({
      id: seeker.sub,
      name: "Amina Njeri",
      email: "amina.njeri@example.com",
      username: "amina.njeri",
    });
  });

  it("reads in the language the seeker signed up in (the provider's locale claim), else English", async () => {
    const res = await api.request("/api/v1/users/me", { token: francophone.accessToken });
    expect(res.status).toBe(200);
    expect(((await res.json()) as UserMe).language).toBe("fr");
    const english = await api.request("/api/v1/users/me", { token: seeker.accessToken });
    expect(((await english.json()) as UserMe).language).toBe("en");
  });

  it("saves the name and replaces the whole license list", async () => {
    let res = await put({
      name: "Amina W. Njeri",
      professionalLicenses: [license(), license({ licenseName: "BLS Provider", licenseValue: "BLS-77" })],
    });
    expect(res.status).toBe(200);
    let me = (await res.json()) as UserMe;
    expect(me.name).toBe("Amina W. Njeri");
    expect(me.professionalLicenses.map((l) => l.licenseName)).toEqual(["Registered Nurse", "BLS Provider"]);
    expect(me.professionalLicenses[0]).toMatchObject({
      startDate: "2024-01-15T00:00:00.000Z",
      endDate: "2027-01-15T00:00:00.000Z",
    });
    const [nurse] = me.professionalLicenses;

    // Keep one (edited, same id), drop the other, add a new one with a temporary negative id.
    res = await put({
      name: "Amina W. Njeri",
      professionalLicenses: [
        { ...license({ licenseValue: "RN-2042" }), id: nurse.id },
        license({ id: -Date.now(), licenseName: "Midwife", licenseValue: "MW-1" }),
      ],
    });
    expect(res.status).toBe(200);
    me = (await res.json()) as UserMe;
    expect(me.professionalLicenses).toHaveLength(2);
    expect(me.professionalLicenses.find((l) => l.licenseName === "Registered Nurse")).toMatchObject({
      id: nurse.id,
      licenseValue: "RN-2042",
    });
    expect(
      (await (await api.request("/api/v1/users/me", { token: seeker.accessToken })).json())
        .professionalLicenses,
    ).toEqual(me.professionalLicenses);
  });

  it("keeps the licenses when a body leaves them out", async () => {
    const before = (await (
      await api.request("/api/v1/users/me", { token: seeker.accessToken })
    ).json()) as UserMe;
    const res = await put({ name: "Amina Njeri" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...before, name: "Amina Njeri" });
  });

  it("refuses invalid licenses with 422 and the form's messages, changing nothing", async () => {
    const before = await (await api.request("/api/v1/users/me", { token: seeker.accessToken })).json();
    const res = await put({
      name: "Changed Name",
      professionalLicenses: [
        license({ licenseName: "R" }),
        license({ licenseValue: "" }),
        license({ startDate: "2025-02-31" }),
        license({ startDate: "2025-06-02", endDate: "2025-06-01" }),
      ],
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ status: 422 });
    expect(body.errors).toEqual({
      "professionalLicenses.0.licenseName": ["License name must be at least 2 characters"],
      "professionalLicenses.1.licenseValue": ["License number/value is required"],
      "professionalLicenses.2.startDate": ["Please enter a valid date"],
      "professionalLicenses.3.endDate": ["End date must be after start date"],
    });
    expect(await (await api.request("/api/v1/users/me", { token: seeker.accessToken })).json()).toEqual(
      before,
    );
  });

  it("refuses a body without a name", async () => {
    const res = await put({ professionalLicenses: [] });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty("name");
  });
});

describe.each(testDatabases)("users API limits on %s", (_name, kind) => {
  let api: TestApi;
  let other: { accessToken: string; sub: string };
  beforeAll(async () => {
    api = await startTestApi(kind, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
    // Same local part as the seeker's email: the second to arrive gets a suffixed username.
    other = await identity.seekerToken({ name: "Amina Other", email: "amina.njeri@elsewhere.example" });
  }, 60_000);
  afterAll(() => api?.close());

  const me = async (token: string) =>
    (await (await api.request("/api/v1/users/me", { token })).json()) as UserMe;
  const put = (body: unknown, token = seeker.accessToken) =>
    api.request("/api/v1/users/me", { ...jsonBody(body), method: "PUT", token });

  it("gives a new user a free username made from the email", async () => {
    const first = await me(seeker.accessToken);
    const second = await me(other.accessToken);
    expect(first.username).toBe("amina.njeri");
    expect(second.username).toMatch(/^amina\.njeri-[0-9a-f]{6}$/);
  });

  it("lets a seeker set a username, answering 409 when another has it in any case", async () => {
    let res = await put({ name: "Amina Njeri", username: "Amina_N" });
    expect(res.status).toBe(200);
    expect((await res.json()).username).toBe("Amina_N");

    const before = await me(other.accessToken);
    res = await put(
      { name: "Changed", username: "amina_n", professionalLicenses: [license()] },
      other.accessToken,
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      status: 409,
      title: "That username is taken.",
      errors: { username: ["That username is taken."] },
    });
    expect(await me(other.accessToken)).toEqual(before);

    // Changing only the case of one's own username is fine.
    expect((await put({ name: "Amina Njeri", username: "amina_n" })).status).toBe(200);
  });

  it("refuses usernames outside the format with 422", async () => {
    for (const username of ["ab", "x".repeat(31), "-amina", "amina.", "amina njeri", "amína", "a\u0000b"]) {
      const res = await put({ name: "Amina", username });
      expect([username, res.status]).toEqual([username, 422]);
      expect((await res.json()).errors).toHaveProperty("username");
    }
  });

  it("refuses NUL, over-long text, license ids outside int4 and too many licenses with 422", async () => {
    const before = await me(seeker.accessToken);
    const bodies: [unknown, string][] = [
      [{ name: "Amina\u0000" }, "name"],
      [
        { name: "Amina", professionalLicenses: [license({ licenseName: "Nurse\u0000" })] },
        "professionalLicenses.0.licenseName",
      ],
      [
        { name: "Amina", professionalLicenses: [license({ licenseValue: "RN\u00002041" })] },
        "professionalLicenses.0.licenseValue",
      ],
      [
        { name: "Amina", professionalLicenses: [license({ licenseName: "N".repeat(200_000) })] },
        "professionalLicenses.0.licenseName",
      ],
      [
        { name: "Amina", professionalLicenses: [license({ licenseValue: "9".repeat(101) })] },
        "professionalLicenses.0.licenseValue",
      ],
      [{ name: "Amina", professionalLicenses: [license({ id: 2 ** 31 })] }, "professionalLicenses.0.id"],
      [
        { name: "Amina", professionalLicenses: Array.from({ length: 51 }, () => license()) },
        "professionalLicenses",
      ],
    ];
    for (const [body, field] of bodies) {
      const res = await put(body);
      expect([field, res.status]).toEqual([field, 422]);
      expect(Object.keys((await res.json()).errors)).toContain(field);
    }
    expect(await me(seeker.accessToken)).toEqual(before);
  });

  it("answers 413 to a body over 256 KB before reading it", async () => {
    const res = await put({ name: "Amina", padding: "x".repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).title).toBe("The request body is too large.");
  });
});

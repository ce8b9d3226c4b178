import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import type { UserMe } from "../../../../lib/product-api/types";

let identity: TestIdentity;
let seeker: { accessToken: string; sub: string };

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  seeker = await identity.seekerToken({ name: "Amina Njeri", email: "amina.njeri@example.com" });
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

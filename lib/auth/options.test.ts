import type { Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { readWebEnv } from "../web-env";
import { tokenRefresher } from "./oidc";
import { authOptions, authorizationParams } from "./options";
import { RefreshError } from "./token-refresh";

jest.mock("./oidc", () => {
  const actual = jest.requireActual("./oidc");
  const fresh = jest.fn();
  return { ...actual, tokenRefresher: () => ({ fresh }) };
});
const fresh = tokenRefresher().fresh as jest.Mock;

const callbacks = authOptions.callbacks!;
const jwt = (params: { token: JWT; account?: object | null }) =>
  callbacks.jwt!(params as Parameters<NonNullable<typeof callbacks.jwt>>[0]) as Promise<JWT>;
const session = (token: JWT) =>
  callbacks.session!({ session: { expires: "2030-01-01T00:00:00.000Z" }, token } as Parameters<
    NonNullable<typeof callbacks.session>
  >[0]) as Promise<Session>;

const signedIn: JWT = {
  sub: "user-1",
  name: "Amina Okafor",
  email: "amina@example.com",
  picture: null,
  accessToken: "at-1",
  refreshToken: "rt-1",
  expiresAt: 2_000_000_000,
  idToken: "id-1",
};

beforeEach(() => fresh.mockReset());

describe("provider authorization parameters", () => {
  it("asks for openid, profile, email, offline_access and the API audience as resource and audience", () => {
    expect(authorizationParams(readWebEnv({}), "https://api.kazi.africa/api/v1")).toEqual({
      scope: "openid profile email offline_access",
      resource: "https://api.kazi.africa/api/v1",
      audience: "https://api.kazi.africa/api/v1",
    });
  });

  it("lets Entra ID drop the audience parameters and name its API scope", () => {
    const env = readWebEnv({
      AUTH_AUDIENCE_PARAMS: "",
      AUTH_SCOPE: "openid profile email offline_access api://kazi/jobs",
    });
    expect(authorizationParams(env, "api://kazi")).toEqual({ scope: env.AUTH_SCOPE });
  });

  it("uses provider id 'oidc' with PKCE and state and reads the id token", () => {
    expect(authOptions.providers[0]).toMatchObject({
      id: "oidc",
      type: "oauth",
      idToken: true,
      checks: ["pkce", "state"],
    });
    expect(authOptions.session?.strategy).toBe("jwt");
  });
});

describe("session callbacks", () => {
  it("keeps the provider's tokens in the session JWT at sign-in", async () => {
    const token = await jwt({
      token: { sub: "user-1", name: "Amina Okafor", email: "amina@example.com" },
      account: { access_token: "at-1", refresh_token: "rt-1", expires_at: 2_000_000_000, id_token: "id-1" },
    });
    expect(token).toMatchObject({
      accessToken: "at-1",
      refreshToken: "rt-1",
      expiresAt: 2_000_000_000,
      idToken: "id-1",
    });
  });

  it("shows the browser the user only, never a token", async () => {
    const visible = await session(signedIn);
    expect(visible).toEqual({
      expires: "2030-01-01T00:00:00.000Z",
      user: { id: "user-1", name: "Amina Okafor", email: "amina@example.com", image: null },
    });
    expect(JSON.stringify(visible)).not.toMatch(/at-1|rt-1|id-1/);
  });

  it("renews tokens through the refresher on later requests", async () => {
    fresh.mockResolvedValue({ ...signedIn, accessToken: "at-2" });
    await expect(jwt({ token: signedIn })).resolves.toMatchObject({
      accessToken: "at-2",
      refreshToken: "rt-1",
    });
  });

  it("ends the session with RefreshAccessTokenError when the provider refuses the refresh token", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    fresh.mockRejectedValue(new RefreshError("invalid_grant", true));
    const token = await jwt({ token: signedIn });
    expect(token).toMatchObject({
      error: "RefreshAccessTokenError",
      accessToken: undefined,
      refreshToken: undefined,
    });
    expect(await session(token)).toEqual({
      expires: "2030-01-01T00:00:00.000Z",
      error: "RefreshAccessTokenError",
    });
  });

  it("keeps the session through a passing provider outage", async () => {
    fresh.mockRejectedValue(new RefreshError("Token endpoint unreachable", false));
    await expect(jwt({ token: signedIn })).resolves.toEqual(signedIn);
  });
});

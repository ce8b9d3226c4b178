import { ApiError } from "@/lib/product-api/errors";
import { SESSION_ENDED_TYPE } from "@/services/product-api/lib/session-ended";
import { AUTH_FAILED, NOT_SIGNED_IN, requireSession, withApiAuth } from "./api-auth";
import { endRevokedSession, getSession, resolveAccessToken } from "./session";

jest.mock("./session", () => ({
  resolveAccessToken: jest.fn(),
  getSession: jest.fn(),
  endRevokedSession: jest.fn(),
}));
const resolve = resolveAccessToken as jest.MockedFunction<typeof resolveAccessToken>;
const endRevoked = endRevokedSession as jest.MockedFunction<typeof endRevokedSession>;

const ok = () => Response.json({ ok: true });
const unauthorized = () => new ApiError(401, "Unauthorized");

beforeEach(() => {
  resolve.mockReset();
  endRevoked.mockReset();
});

describe("withApiAuth", () => {
  it("answers 401 'You are not logged in' without a session", async () => {
    resolve.mockResolvedValue({ token: null, reason: "signed-out" });
    const fn = jest.fn();
    const response = await withApiAuth(fn);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_SIGNED_IN });
    expect(fn).not.toHaveBeenCalled();
  });

  it("calls the API with the visitor's token", async () => {
    resolve.mockResolvedValue({ token: "at-1" });
    const fn = jest.fn(async () => ok());
    expect((await withApiAuth(fn)).status).toBe(200);
    expect(fn).toHaveBeenCalledWith("at-1");
  });

  it("renews the token once after a 401 and retries", async () => {
    resolve.mockResolvedValueOnce({ token: "at-1" }).mockResolvedValueOnce({ token: "at-2" });
    const fn = jest.fn(async (token: string) => {
      if (token === "at-1") throw unauthorized();
      return ok();
    });
    expect((await withApiAuth(fn)).status).toBe(200);
    expect(resolve).toHaveBeenLastCalledWith({ force: true, rejected: "at-1" });
    expect(fn.mock.calls.map(([token]) => token)).toEqual(["at-1", "at-2"]);
  });

  it("ends the session instead of renewing the token when the API says the session has ended", async () => {
    resolve.mockResolvedValueOnce({ token: "at-1" }).mockResolvedValueOnce({ token: "at-2" });
    const fn = jest.fn(async (token: string) => {
      if (token === "at-1") throw new ApiError(401, "Authentication failed.", { type: SESSION_ENDED_TYPE });
      return ok();
    });
    const response = await withApiAuth(fn);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: AUTH_FAILED });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(endRevoked).toHaveBeenCalledWith({ mark: true });
  });

  it("answers 401 'Authentication failed. Please log in again.' when the retry is refused too", async () => {
    resolve.mockResolvedValueOnce({ token: "at-1" }).mockResolvedValueOnce({ token: "at-2" });
    const fn = jest.fn(async () => {
      throw unauthorized();
    });
    const response = await withApiAuth(fn);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: AUTH_FAILED });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("answers the same 401 when the token cannot be renewed", async () => {
    resolve
      .mockResolvedValueOnce({ token: "at-1" })
      .mockResolvedValueOnce({ token: null, reason: "renewal-failed" });
    const response = await withApiAuth(async () => {
      throw unauthorized();
    });
    expect(await response.json()).toEqual({ message: AUTH_FAILED });
  });

  it("rethrows other errors for the route handler to map", async () => {
    resolve.mockResolvedValue({ token: "at-1" });
    await expect(
      withApiAuth(async () => {
        throw new ApiError(409, "You have already applied to this job");
      }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe("requireSession", () => {
  const session = getSession as jest.MockedFunction<typeof getSession>;
  const expires = "2030-01-01T00:00:00.000Z";

  it("returns the signed-in visitor", async () => {
    const signedIn = { expires, user: { id: "u1", name: "Kofi" } };
    session.mockResolvedValue(signedIn);
    await expect(requireSession()).resolves.toBe(signedIn);
  });

  it("answers 401 'You are not logged in' without a session", async () => {
    session.mockResolvedValue(null);
    const response = (await requireSession()) as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_SIGNED_IN });
  });

  it("answers 401 'Authentication failed. Please log in again.' after a failed renewal", async () => {
    session.mockResolvedValue({ expires, error: "RefreshAccessTokenError" });
    expect(await ((await requireSession()) as Response).json()).toEqual({ message: AUTH_FAILED });
  });
});

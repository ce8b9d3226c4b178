import {
  createTokenRefresher,
  isRefreshError,
  REFRESH_SKEW_SECONDS,
  RefreshError,
  shouldRefresh,
  type TokenSet,
} from "./token-refresh";

describe("shouldRefresh: renew 60 seconds before expiry", () => {
  const expiresAt = 1_000_000;

  it("keeps a token with more than 60 seconds left", () => {
    expect(shouldRefresh(expiresAt, expiresAt - 61)).toBe(false);
  });

  it("renews a token with 60 seconds or less left", () => {
    expect(REFRESH_SKEW_SECONDS).toBe(60);
    expect(shouldRefresh(expiresAt, expiresAt - 60)).toBe(true);
    expect(shouldRefresh(expiresAt, expiresAt - 1)).toBe(true);
  });

  it("renews an expired token", () => {
    expect(shouldRefresh(expiresAt, expiresAt + 3600)).toBe(true);
  });

  it("leaves a token of unknown lifetime to the 401 retry", () => {
    expect(shouldRefresh(undefined, expiresAt)).toBe(false);
    expect(shouldRefresh(Number.NaN, expiresAt)).toBe(false);
  });
});

describe("token refresher", () => {
  let now = 10_000;
  const clock = () => now;
  const current: TokenSet = { accessToken: "at-1", refreshToken: "rt-1", expiresAt: 10_030, idToken: "id-1" };

  beforeEach(() => {
    now = 10_000;
  });

  it("returns the current tokens while they are fresh, without calling the provider", async () => {
    const request = jest.fn();
    const refresher = createTokenRefresher(request, clock);
    const fresh = { ...current, expiresAt: now + 3600 };
    await expect(refresher.fresh(fresh)).resolves.toBe(fresh);
    expect(request).not.toHaveBeenCalled();
  });

  it("renews a token about to expire and keeps the id token and refresh token the provider did not resend", async () => {
    const request = jest.fn(async () => ({ accessToken: "at-2", expiresAt: now + 3600 }));
    const refresher = createTokenRefresher(request, clock);
    await expect(refresher.fresh(current)).resolves.toEqual({
      accessToken: "at-2",
      refreshToken: "rt-1",
      expiresAt: now + 3600,
      idToken: "id-1",
    });
    expect(request).toHaveBeenCalledWith("rt-1");
  });

  it("spends a refresh token once when several requests need a renewal at the same time", async () => {
    const request = jest.fn(async () => ({
      accessToken: "at-2",
      refreshToken: "rt-2",
      expiresAt: now + 3600,
    }));
    const refresher = createTokenRefresher(request, clock);
    const results = await Promise.all([
      refresher.fresh(current),
      refresher.fresh(current),
      refresher.fresh(current),
    ]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.accessToken)).toEqual(["at-2", "at-2", "at-2"]);
  });

  it("gives a later request that still holds the old cookie the renewed tokens (rotated refresh tokens are single-use)", async () => {
    const request = jest.fn(async () => ({
      accessToken: "at-2",
      refreshToken: "rt-2",
      expiresAt: now + 3600,
    }));
    const refresher = createTokenRefresher(request, clock);
    await refresher.fresh(current);
    now += 10;
    await expect(refresher.fresh(current)).resolves.toMatchObject({
      accessToken: "at-2",
      refreshToken: "rt-2",
    });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("renews a valid-looking token when forced after a 401", async () => {
    const request = jest.fn(async () => ({ accessToken: "at-2", expiresAt: now + 3600 }));
    const refresher = createTokenRefresher(request, clock);
    const valid = { ...current, expiresAt: now + 3600 };
    await expect(refresher.fresh(valid, { force: true, rejected: "at-1" })).resolves.toMatchObject({
      accessToken: "at-2",
    });
  });

  it("does not renew again when the refused token was already replaced", async () => {
    let n = 1;
    const request = jest.fn(async () => ({ accessToken: `at-${++n}`, expiresAt: now + 3600 }));
    const refresher = createTokenRefresher(request, clock);
    await refresher.fresh(current); // at-2
    await expect(refresher.fresh(current, { force: true, rejected: "at-1" })).resolves.toMatchObject({
      accessToken: "at-2",
    });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("fails permanently without a refresh token", async () => {
    const refresher = createTokenRefresher(jest.fn(), clock);
    const error = await refresher.fresh({ accessToken: "at-1", expiresAt: now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefreshError);
    expect((error as RefreshError).permanent).toBe(true);
  });

  it("passes the provider's refusal on and lets a later call try again", async () => {
    const request = jest
      .fn<Promise<TokenSet>, [string]>()
      .mockRejectedValueOnce(new RefreshError("invalid_grant", true))
      .mockResolvedValueOnce({ accessToken: "at-2", expiresAt: now + 3600 });
    const refresher = createTokenRefresher(request, clock);
    await expect(refresher.fresh(current)).rejects.toThrow("invalid_grant");
    await expect(refresher.fresh(current)).resolves.toMatchObject({ accessToken: "at-2" });
  });

  it("prefers tokens in the cookie that are newer than the remembered ones (written by another server process)", async () => {
    const request = jest.fn(async () => ({ accessToken: "at-2", expiresAt: now + 600 }));
    const refresher = createTokenRefresher(request, clock);
    await refresher.fresh(current); // remembers at-2, valid for 600 s
    const fromOtherProcess = { ...current, accessToken: "at-9", expiresAt: now + 3600 };
    await expect(refresher.fresh(fromOtherProcess)).resolves.toBe(fromOtherProcess);
  });
});

describe("isRefreshError", () => {
  it("recognises a refresh error thrown by another copy of this module", () => {
    const foreign = Object.assign(new Error("Refresh refused: invalid_grant"), {
      name: "RefreshError",
      permanent: true,
    });
    expect(isRefreshError(foreign)).toBe(true);
    expect(isRefreshError(new RefreshError("x", false))).toBe(true);
    expect(isRefreshError(new Error("x"))).toBe(false);
  });
});

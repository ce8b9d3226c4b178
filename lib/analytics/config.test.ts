import { isAnalyticsEnabled, isLocalHost, readAnalyticsConfig } from "./config";

describe("analytics switch", () => {
  const on = { gaId: "G-TEST123", devEnabled: false };

  it("is off without a tracking id", () => {
    expect(isAnalyticsEnabled("kazi.africa", { devEnabled: true })).toBe(false);
  });

  it("is on for a real host with a tracking id", () => {
    expect(isAnalyticsEnabled("kazi.africa", on)).toBe(true);
  });

  it("is off on localhost and 127.0.0.1", () => {
    expect(isAnalyticsEnabled("localhost", on)).toBe(false);
    expect(isAnalyticsEnabled("127.0.0.1", on)).toBe(false);
    expect(isLocalHost("app.localhost")).toBe(true);
    expect(isLocalHost("localhost.kazi.africa")).toBe(false);
  });

  it("is on locally when enabled for development", () => {
    expect(isAnalyticsEnabled("localhost", { ...on, devEnabled: true })).toBe(true);
    expect(isAnalyticsEnabled("127.0.0.1", { ...on, devEnabled: true })).toBe(true);
  });

  describe("reads NEXT_PUBLIC_GA_ID and NEXT_PUBLIC_GA_DEV", () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });

    it("takes the dev flag only when it is exactly 'true'", () => {
      process.env.NEXT_PUBLIC_GA_ID = "G-ABC";
      process.env.NEXT_PUBLIC_GA_DEV = "1";
      expect(readAnalyticsConfig()).toEqual({ gaId: "G-ABC", devEnabled: false });
      process.env.NEXT_PUBLIC_GA_DEV = "true";
      expect(readAnalyticsConfig()).toEqual({ gaId: "G-ABC", devEnabled: true });
    });

    it("treats an empty id as none", () => {
      process.env.NEXT_PUBLIC_GA_ID = "";
      expect(readAnalyticsConfig().gaId).toBeUndefined();
    });
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:3000/profile"}
 */
import { initAnalytics, resetAnalytics, trackEvent, trackPageView } from "./track";

describe("analytics on localhost", () => {
  const saved = { ...process.env };

  beforeEach(() => {
    process.env.NEXT_PUBLIC_GA_ID = "G-TEST123";
    resetAnalytics();
  });

  afterEach(() => {
    process.env = { ...saved };
  });

  it("sends nothing and stays quiet", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const send = jest.fn();
    trackEvent("profile_page_view");
    initAnalytics(send);
    trackEvent("profile_edit_clicked");
    trackPageView("/profile");
    expect(send).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("sends events when enabled for development", () => {
    process.env.NEXT_PUBLIC_GA_DEV = "true";
    const send = jest.fn();
    initAnalytics(send);
    trackEvent("profile_edit_clicked");
    expect(send).toHaveBeenCalledWith("event", "profile_edit_clicked", { category: "user_interaction" });
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://kazi.africa/jobs?q=design"}
 */
import { track, trackOnClick } from "./events";
import { buildEventParams, initAnalytics, resetAnalytics, trackEvent, trackPageView } from "./track";

describe("analytics events on a public host", () => {
  const saved = { ...process.env };
  let warn: jest.SpyInstance;

  beforeEach(() => {
    process.env.NEXT_PUBLIC_GA_ID = "G-TEST123";
    resetAnalytics();
    warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  });

  afterEach(() => {
    process.env = { ...saved };
    warn.mockRestore();
  });

  it("defaults the category to user_interaction", () => {
    expect(buildEventParams()).toEqual({ category: "user_interaction" });
    expect(buildEventParams({ category: "navigation" }).category).toBe("navigation");
  });

  it("keeps the value only when it is a number", () => {
    expect(buildEventParams({ value: 3 }).value).toBe(3);
    expect(buildEventParams({ value: "3" as unknown as number })).not.toHaveProperty("value");
    expect(buildEventParams({ value: Number.NaN })).not.toHaveProperty("value");
  });

  it("passes the label and other parameters through", () => {
    expect(buildEventParams({ label: "Hero", email_type: "general_support", skip: undefined })).toEqual({
      category: "user_interaction",
      label: "Hero",
      email_type: "general_support",
    });
  });

  it("warns when an event is sent before initialisation, then sends it once ready", () => {
    const send = jest.fn();
    trackEvent("browse_jobs_click", { location: "home_hero" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("before analytics was initialised"));
    expect(send).not.toHaveBeenCalled();

    initAnalytics(send);
    expect(send).toHaveBeenCalledWith("event", "browse_jobs_click", {
      category: "user_interaction",
      location: "home_hero",
    });
  });

  it("sends events straight away after initialisation, without warnings", () => {
    const send = jest.fn();
    initAnalytics(send);
    track("contact_email_click", { email_type: "business_inquiries", label: "sales" });
    trackOnClick("profile_updated", { user_id: "u1", licenses_count: 2, name_changed: true, value: 2 })();

    expect(warn).not.toHaveBeenCalled();
    expect(send).toHaveBeenNthCalledWith(1, "event", "contact_email_click", {
      category: "user_interaction",
      label: "sales",
      email_type: "business_inquiries",
    });
    expect(send).toHaveBeenNthCalledWith(2, "event", "profile_updated", {
      category: "user_interaction",
      value: 2,
      user_id: "u1",
      licenses_count: 2,
      name_changed: true,
    });
  });

  it("records page views with path plus query, title and location", () => {
    const send = jest.fn();
    initAnalytics(send);
    document.title = "Jobs | Kazi";
    trackPageView("/jobs?q=design");
    expect(send).toHaveBeenCalledWith("event", "page_view", {
      page_path: "/jobs?q=design",
      page_title: "Jobs | Kazi",
      page_location: "https://kazi.africa/jobs?q=design",
    });
  });

  it("sends nothing without a tracking id", () => {
    delete process.env.NEXT_PUBLIC_GA_ID;
    const send = jest.fn();
    initAnalytics(send);
    trackEvent("signup_button_click");
    expect(send).not.toHaveBeenCalled();
  });
});

/**
 * @jest-environment-options {"url": "https://kazi.africa/"}
 */
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { initAnalytics, resetAnalytics } from "@/lib/analytics/track";
import { PageViewTracker } from "./page-view-tracker";

let pathname = "/";
let search = "";
jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
}));

describe("page views on route changes", () => {
  const saved = { ...process.env };
  const send = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    process.env.NEXT_PUBLIC_GA_ID = "G-TEST123";
    resetAnalytics();
    initAnalytics(send);
  });

  afterEach(() => {
    jest.useRealTimers();
    process.env = { ...saved };
  });

  it("leaves the first page to the GA tag, then sends path with query, title and location on each change", () => {
    const { rerender } = render(<PageViewTracker />);
    jest.runAllTimers();
    expect(send).not.toHaveBeenCalled();

    pathname = "/jobs/search";
    search = "q=design";
    window.history.pushState({}, "", "/jobs/search?q=design");
    document.title = "Search Results | Kazi";
    rerender(<PageViewTracker />);
    jest.runAllTimers();

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith("event", "page_view", {
      page_path: "/jobs/search?q=design",
      page_title: "Search Results | Kazi",
      page_location: "https://kazi.africa/jobs/search?q=design",
    });

    rerender(<PageViewTracker />);
    jest.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

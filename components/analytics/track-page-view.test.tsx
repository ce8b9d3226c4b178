/**
 * @jest-environment-options {"url": "https://kazi.africa/contact"}
 */
import { fireEvent, screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { StrictMode } from "react";
import { initAnalytics, resetAnalytics } from "@/lib/analytics/track";
import { TrackPageView } from "./track-page-view";
import { TrackedAnchor, TrackedLink } from "./tracked-link";

describe("analytics helpers for pages", () => {
  const saved = { ...process.env };
  const send = jest.fn();

  beforeEach(() => {
    process.env.NEXT_PUBLIC_GA_ID = "G-TEST123";
    resetAnalytics();
    send.mockClear();
    initAnalytics(send);
  });

  afterEach(() => {
    process.env = { ...saved };
  });

  it("records a page's view event once, even under StrictMode", () => {
    render(
      <StrictMode>
        <TrackPageView event="contact_page_view" />
      </StrictMode>,
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith("event", "contact_page_view", {
      category: "user_interaction",
      page_title: "Contact Us",
    });
  });

  it("records link and mail-link clicks with their parameters", () => {
    render(
      <>
        <TrackedLink href="/jobs" event="browse_jobs_click" eventParams={{ location: "home_hero" }}>
          Find Jobs
        </TrackedLink>
        <TrackedAnchor
          href="mailto:hello@kazi.africa"
          event="contact_email_click"
          eventParams={{ email_type: "general_support" }}
        >
          hello@kazi.africa
        </TrackedAnchor>
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Find Jobs" }));
    fireEvent.click(screen.getByRole("link", { name: "hello@kazi.africa" }));
    expect(send).toHaveBeenNthCalledWith(1, "event", "browse_jobs_click", {
      category: "user_interaction",
      location: "home_hero",
    });
    expect(send).toHaveBeenNthCalledWith(2, "event", "contact_email_click", {
      category: "user_interaction",
      email_type: "general_support",
    });
  });
});

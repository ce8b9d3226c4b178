// The product's custom events with their parameters (docs/product.md, Analytics).
import { trackEvent, type EventParams } from "./track";

export interface AnalyticsEvents {
  contact_page_view: { page_title: "Contact Us" };
  about_page_view: { page_title: "About Us" };
  contact_email_click: { email_type: "general_support" | "business_inquiries" };
  profile_updated: { user_id: string; licenses_count: number; name_changed: boolean };
  profile_page_view: { page_title?: string };
  profile_edit_clicked: { location?: string };
  profile_navigation: { destination: string };
  signup_button_click: { location: string };
  browse_jobs_click: { location: string };
  job_category_click: { category_name: string; search_term: string };
  auth_button_click: { action: "login" | "signup" | "logout"; location: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

type CommonParams = Pick<EventParams, "category" | "label" | "value">;
export type AnalyticsEventParams<E extends AnalyticsEventName> = AnalyticsEvents[E] & CommonParams;

/** trackEvent with the event's parameters checked by type. */
export function track<E extends AnalyticsEventName>(event: E, params: AnalyticsEventParams<E>): void {
  trackEvent(event, params);
}

/** Fixed parameters of the page-view style events. */
export const pageEventParams = {
  contact_page_view: { page_title: "Contact Us" },
  about_page_view: { page_title: "About Us" },
  profile_page_view: { page_title: "My Profile" },
} as const satisfies { [E in AnalyticsEventName]?: AnalyticsEvents[E] };

export type PageEventName = keyof typeof pageEventParams;

/** An onClick handler that records the event, for links and buttons. */
export function trackOnClick<E extends AnalyticsEventName>(event: E, params: AnalyticsEventParams<E>) {
  return () => track(event, params);
}

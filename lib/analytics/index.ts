export { isAnalyticsEnabled, isLocalHost, readAnalyticsConfig, type AnalyticsConfig } from "./config";
export { buildEventParams, trackEvent, trackPageView, type EventParams } from "./track";
export {
  pageEventParams,
  track,
  trackOnClick,
  type AnalyticsEventName,
  type AnalyticsEventParams,
  type AnalyticsEvents,
  type PageEventName,
} from "./events";

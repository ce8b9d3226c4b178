// Custom events and page views. Kept free of the GA script: the loader registers a sender once GA is set up.
import { isAnalyticsEnabled } from "./config";

/** gtag's calling convention: a command ("event", "set") and its arguments. */
export type Sender = (command: string, ...args: unknown[]) => void;

export interface EventParams {
  category?: string;
  label?: string;
  value?: number;
  [param: string]: unknown;
}

const MAX_QUEUED = 50;
let sender: Sender | null = null;
let queue: Array<[string, Record<string, unknown>]> = [];

function active(): boolean {
  return typeof window !== "undefined" && isAnalyticsEnabled(window.location.hostname);
}

/** category defaults to user_interaction; label is kept only as text and value only as a finite number. */
export function buildEventParams(params: EventParams = {}): Record<string, unknown> {
  const { category, label, value, ...rest } = params;
  const built: Record<string, unknown> = { category: category || "user_interaction" };
  if (typeof label === "string" && label) built.label = label;
  if (typeof value === "number" && Number.isFinite(value)) built.value = value;
  for (const [key, param] of Object.entries(rest)) if (param !== undefined) built[key] = param;
  return built;
}

function send(eventName: string, params: Record<string, unknown>) {
  if (!active()) return;
  if (!sender) {
    console.warn(
      `[analytics] "${eventName}" was sent before analytics was initialised; it is queued until then.`,
    );
    if (queue.length < MAX_QUEUED) queue.push([eventName, params]);
    return;
  }
  sender("event", eventName, params);
}

export function trackEvent(eventName: string, params?: EventParams): void {
  send(eventName, buildEventParams(params));
}

/** A page view with path plus query, the document title and the full location. */
export function trackPageView(path: string): void {
  if (typeof document === "undefined") return;
  send("page_view", { page_path: path, page_title: document.title, page_location: window.location.href });
}

/** Called by the GA loader once the tag is configured; sends whatever was queued before. */
export function initAnalytics(send: Sender): void {
  sender = send;
  const pending = queue;
  queue = [];
  for (const [eventName, params] of pending) send("event", eventName, params);
}

/** For tests: back to the state before initialisation. */
export function resetAnalytics(): void {
  sender = null;
  queue = [];
}

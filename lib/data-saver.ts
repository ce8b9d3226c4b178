// The data saver: when it is on, the client loads only what the seeker opens. No pages fetched ahead
// (components/ui/link.tsx), nothing downloaded for offline use (no service worker installed:
// components/pwa/service-worker-client.tsx; one already there fetches nothing ahead), no analytics, no
// refetching in the background (the query client). It is
// on when the seeker turned it on (a cookie, so that it also holds for pages opened later and works
// without JavaScript), or when the browser asks to save data (Save-Data, a 2G connection). Cached
// pages are the same for everyone: only the client reads it, never the server rendering a page.
// The privacy policy names the cookie (privacy.cookiesDataSaver): change it there too.

import { readCookie, setCookie } from "@/lib/browser/cookies";

export const DATA_SAVER_COOKIE = "kazi-data-saver";
const DATA_SAVER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Fired on window when the seeker turns the data saver on or off in this tab. */
export const DATA_SAVER_EVENT = "kazi:data-saver";

/** The cookie's value as the seeker set it: "on", or anything else for off. */
export const dataSaverChosen = (cookieValue: string | undefined): boolean => cookieValue === "on";

/** The Set-Cookie value that turns the data saver on or off (off deletes the cookie). */
export function dataSaverCookie(on: boolean, secure: boolean): string {
  const lifetime = on ? `on; Max-Age=${DATA_SAVER_COOKIE_MAX_AGE}` : "; Max-Age=0";
  return `${DATA_SAVER_COOKIE}=${lifetime}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** In the browser: the seeker turned the data saver on (not counting what the browser asks). */
export const dataSaverOn = (): boolean => dataSaverChosen(readCookie(DATA_SAVER_COOKIE));

/** In the browser: the browser asks to save data (Save-Data, or a 2G connection). */
function browserSavesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? "");
}

/** In the browser: load only what the seeker opens. */
export const savingData = (): boolean => dataSaverOn() || browserSavesData();

/** In the browser: turns the seeker's data saver on or off for this and later pages. */
export function setDataSaver(on: boolean) {
  setCookie(dataSaverCookie(on, location.protocol === "https:"));
  window.dispatchEvent(new Event(DATA_SAVER_EVENT));
}

import { DAY_MS, DISMISSED, JOB_SAVED, SAVED_JOB } from "./install-rule";

// What the install prompt's rule (install-rule.ts) is told, apart from visits: loaded with the prompt
// and with the save button's mutation, not on every page.

/** "Not now": nothing is offered for 30 days. */
export function dismissInstall(): void {
  try {
    localStorage.setItem(DISMISSED, String(Date.now() + 30 * DAY_MS));
  } catch {}
}

/** Called by the save button's mutation once a job is saved. */
export function noteJobSaved(): void {
  try {
    localStorage.setItem(SAVED_JOB, "1");
  } catch {}
  window.dispatchEvent(new Event(JOB_SAVED));
}

// When the "Install Kazi" prompt may be offered (install-prompt.tsx): to a seeker who has come back (a
// later day, or another session: a new tab or a browser started again) or has saved a job, never on a
// first visit. What it remembers is in this browser's storage only; storage that throws (blocked,
// full) offers nothing. Loaded on every page: what the prompt and the save button write is in
// install-marks.ts, loaded with them.

/** "{day of the first visit} {sessions}", days since 1970. */
const VISITS = "kazi.visits";
export const SAVED_JOB = "kazi.savedJob";
/** Until when (ms) "Not now" holds. */
export const DISMISSED = "kazi.installDismissed";
/** Set in sessionStorage once the session is counted. */
const SESSION = "kazi.session";
/** Dispatched on window when a job is saved, so an open page may offer at once. */
export const JOB_SAVED = "kazi:job-saved";

export const DAY_MS = 86_400_000;

/** Where the layout's inline script keeps an install offer that came before install-prompt.tsx ran. */
export const EARLY_INSTALL_EVENT = "__kaziInstall";

/** The layout's first inline script: catches the offer before any of the page's own scripts run. */
export const EARLY_INSTALL_CATCHER = `addEventListener("beforeinstallprompt",function(e){e.preventDefault();self.${EARLY_INSTALL_EVENT}=e})`;

/** The event Chromium sends when the site can be installed (not in TypeScript's DOM types). */
export interface InstallEvent extends Event {
  prompt(): Promise<unknown>;
}

function visits(now: number): [first: number, sessions: number] {
  const [first, sessions] = (localStorage.getItem(VISITS) ?? "").split(" ").map(Number);
  return [first || Math.floor(now / DAY_MS), sessions || 0];
}

/** Counts this page load: the first of a session counts a session, and the first ever notes the day. */
export function recordVisit(): void {
  try {
    if (sessionStorage.getItem(SESSION)) return;
    sessionStorage.setItem(SESSION, "1");
    const [first, sessions] = visits(Date.now());
    localStorage.setItem(VISITS, `${first} ${sessions + 1}`);
  } catch {}
}

export function mayOffer(): boolean {
  const now = Date.now();
  try {
    if (Number(localStorage.getItem(DISMISSED)) > now) return false;
    const [first, sessions] = visits(now);
    return sessions > 1 || Math.floor(now / DAY_MS) > first || localStorage.getItem(SAVED_JOB) !== null;
  } catch {
    return false;
  }
}

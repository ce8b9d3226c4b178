import { saveJobAnchor } from "@/lib/save-job-link";

// A guest who presses Save signs in first; the page they come back to saves the job. The press is
// remembered in this tab's sessionStorage, which no other site can write: the #save-{id} the page
// comes back with only scrolls to the button, so a link carrying it saves nothing.

const KEY = "kazi:save-after-sign-in";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the seeker presses Save again once back
  }
}

export function rememberSave(jobId: number) {
  storage()?.setItem(KEY, String(jobId));
}

export function forgetSave() {
  storage()?.removeItem(KEY);
}

/** True once, for the job the guest pressed Save on; drops #save-{id} from the address. */
export function takeRememberedSave(jobId: number): boolean {
  if (storage()?.getItem(KEY) !== String(jobId)) return false;
  forgetSave();
  if (window.location.hash === `#${saveJobAnchor(jobId)}`)
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  return true;
}

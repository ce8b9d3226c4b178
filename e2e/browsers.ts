import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

// The Chromium the browser tests drive (playwright.config.ts, cluster/playwright.config.ts).
//
// Most specs: Debian's headless shell (`chromium-headless-shell`, Chromium's old headless mode), the
// build Playwright's own headless runs use. Chromium was 81% of the browser tests' CPU (695 of 862 CPU
// seconds), and the machine is busy throughout: the shell has no GPU process and a lighter browser
// process, and the whole run took 6.3 minutes instead of 8.4.
//
// The full browser (Debian's `chromium`, new headless) for the specs that need what only it does: the
// install prompt (the shell never fires `beforeinstallprompt`) and notifications (in the shell,
// `Notification.permission` stays "denied" whatever the test grants). They say so with
// `test.use({ launchOptions: fullChromium })`.
//
// Without Debian's shell, every spec drives Debian's full browser (slower, same results); without
// either, Playwright's own builds: its headless shell, and its full Chromium (channel "chromium").

const SHELL = "/usr/bin/chromium-headless-shell";
const FULL = "/usr/bin/chromium";

const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const installed = [SHELL, FULL].find((path) => existsSync(path));

export const headlessShell: LaunchOptions = {
  ...(installed && { executablePath: installed }),
  args,
};

export const fullChromium: LaunchOptions = {
  ...(existsSync(FULL) ? { executablePath: FULL } : { channel: "chromium" }),
  args,
};

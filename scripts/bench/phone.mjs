// `npm run bench -- --phone`: what a budget phone's main thread goes through. Lighthouse 12 with its
// mobile defaults (a Moto G Power's screen, slow 4G and a 4× slower CPU, simulated) over a bare Next
// page of our pinned version (the floor, scripts/bench/floor.mjs) and Kazi's public pages in English,
// French and Arabic: performance, TBT, LCP, CLS, first-load JS and the main thread's milliseconds by
// script, medians of `runs`. Then INP under a 4× CPU slowdown in Chromium for four interactions: open
// the filter sheet, tick a filter, save a job, open the account menu.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { run } from "../lib.mjs";

const CHROMIUM = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : chromium.executablePath();
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
const DEBUG_PORT = 9333;
const LOCALES = ["", "/fr", "/ar"];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function startChrome() {
  const profile = mkdtempSync(join(tmpdir(), "kazi-phone-"));
  // Through run(): stopped with the bench's other processes, also when the bench fails.
  const child = run(
    CHROMIUM,
    [...FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    // Chromium's helper processes can outlive the browser for a moment and still write to the profile
    // (a run once ended in ENOTEMPTY here, losing its table): a temporary folder left behind is no failure.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`(left the Chromium profile ${profile}: ${error.message})`);
    }
  };
}

/** The script's short name: the file of a chunk, or the page itself for inline scripts. */
function scriptName(url, origin) {
  if (!url.startsWith(origin)) return url.split("/")[2] ?? url;
  const path = new URL(url).pathname;
  return path.startsWith("/_next/static/chunks/") ? path.slice("/_next/static/chunks/".length) : path;
}

/** One Lighthouse run of `url`: the figures of the table. */
async function audit(url) {
  const origin = new URL(url).origin;
  const { lhr } = await lighthouse(url, {
    port: DEBUG_PORT,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const a = lhr.audits;
  const scripts = (a["bootup-time"].details?.items ?? []).map((item) => ({
    name: scriptName(item.url, origin),
    ms: item.total,
  }));
  const js = (a["network-requests"].details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + item.transferSize, 0);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    tbt: a["total-blocking-time"].numericValue,
    lcp: a["largest-contentful-paint"].numericValue,
    cls: a["cumulative-layout-shift"].numericValue,
    mainThread: a["mainthread-work-breakdown"].numericValue,
    jsKb: js / 1024,
    scripts,
    runtimeError: lhr.runtimeError?.message,
  };
}

async function auditMedian(url, runs) {
  const results = [];
  // A trace Lighthouse could not read (NO_NAVSTART on a busy machine) is run again, twice at most.
  for (let failures = 0; results.length < runs;) {
    const result = await audit(url);
    if (!result.runtimeError) results.push(result);
    else if (++failures > 2) throw new Error(`Lighthouse on ${url}: ${result.runtimeError}`);
  }
  const pick = (key) => median(results.map((r) => r[key]));
  // Milliseconds by script: each script's median over the runs.
  const byScript = new Map();
  for (const r of results)
    for (const s of r.scripts) byScript.set(s.name, [...(byScript.get(s.name) ?? []), s.ms]);
  const scripts = [...byScript]
    .map(([name, ms]) => ({ name, ms: median([...ms, ...Array(results.length - ms.length).fill(0)]) }))
    .sort((a, b) => b.ms - a.ms);
  return {
    score: pick("score"),
    tbt: pick("tbt"),
    lcp: pick("lcp"),
    cls: pick("cls"),
    mainThread: pick("mainThread"),
    jsKb: pick("jsKb"),
    scripts,
  };
}

/**
 * The interactions' INP: the longest event duration of each interaction (as web-vitals counts it),
 * in Chromium at 360×740 with the CPU 4× slower, median of `runs`.
 */
async function interactions(base, jobPath, runs, signIn) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  const rows = {
    "open the filter sheet": [],
    "tick a filter": [],
    "save a job": [],
    "open the account menu": [],
  };
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
      const page = await context.newPage();
      await signIn(page, base);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const measure = async (name, open, act) => {
        await open();
        await page.evaluate(() => {
          window.__events = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.interactionId) window.__events.push(entry.duration);
          }).observe({ type: "event", durationThreshold: 16, buffered: false });
        });
        await act();
        await page.waitForTimeout(1500);
        const durations = await page.evaluate(() => window.__events);
        // Under 16 ms the browser reports no entry: the interaction took less.
        rows[name].push(durations.length ? Math.max(...durations) : 16);
      };
      const jobs = async () => {
        await page.goto(`${base}/jobs`, { waitUntil: "load" });
        await page.waitForFunction(() => document.querySelector("button[aria-haspopup=dialog]"));
        await page.waitForTimeout(1000);
      };
      await measure("open the filter sheet", jobs, () =>
        page.getByRole("button", { name: "Filters" }).click(),
      );
      await measure(
        "tick a filter",
        async () => {},
        () => page.getByRole("dialog").getByRole("checkbox").first().click(),
      );
      // The signed-in toggle (aria-pressed), once the seeker's marks have loaded: not the guest's form.
      const save = page.locator("article button[aria-pressed]").first();
      await measure(
        "save a job",
        async () => {
          await jobs();
          await save.waitFor();
        },
        () => save.click(),
      );
      await measure(
        "open the account menu",
        async () => {
          await page.goto(base + jobPath, { waitUntil: "load" });
          await page.getByRole("button", { name: /account menu/i }).waitFor();
          await page.waitForTimeout(1000);
        },
        () => page.getByRole("button", { name: /account menu/i }).click(),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return Object.entries(rows).map(([name, values]) => [name, median(values)]);
}

/** Measures the floor and Kazi's pages; prints the table. */
export async function measurePhone({ floor, base, jobPath, query, runs, signIn, only }) {
  let pages = [];
  for (const prefix of LOCALES)
    for (const path of ["/", "/jobs", jobPath, `/jobs?q=${encodeURIComponent(query)}`, "/jobs/remote"])
      pages.push(prefix + (path === "/" && prefix ? "" : path));
  // `--pages`: the pages a change touches, before and after it (any page, not only these).
  if (only) pages = only;
  const stopChrome = await startChrome();
  const rows = [];
  try {
    console.log(`Lighthouse (mobile), ${runs} runs a page: the floor and ${pages.length} pages...`);
    const measure = async (label, url) => {
      const row = await auditMedian(url, runs);
      console.log(`  ${label}: ${row.score}, TBT ${Math.round(row.tbt)} ms`);
      rows.push([label, row]);
    };
    await measure("floor (bare Next page)", floor + "/");
    for (const path of pages) await measure(path, base + path);
  } finally {
    await stopChrome();
  }
  console.log(`INP, 4× CPU slowdown, ${runs} runs...`);
  const inp = await interactions(base, jobPath, runs, signIn);
  printPhone(rows, inp, runs);
}

function printPhone(rows, inp, runs) {
  const floor = rows[0][1];
  console.log(
    `\nPhone: Lighthouse 12 mobile, medians of ${runs} runs (floor TBT ${Math.round(floor.tbt)} ms, JS ${floor.jsKb.toFixed(1)} KB)`,
  );
  const head = ["page", "perf", "TBT ms", "LCP s", "CLS", "main thread ms", "first-load JS KB"];
  const lines = rows.map(([page, r]) => [
    page,
    String(r.score),
    `${Math.round(r.tbt)}`,
    (r.lcp / 1000).toFixed(2),
    r.cls.toFixed(3),
    `${Math.round(r.mainThread)}`,
    r.jsKb.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(fmt(head));
  for (const line of lines) console.log(fmt(line));
  console.log("\nMain thread by script (ms, median; scripts over 20 ms):");
  for (const [page, r] of rows) {
    const top = r.scripts.filter((s) => s.ms >= 20).map((s) => `${s.name} ${Math.round(s.ms)}`);
    console.log(`  ${page}: ${top.join(", ") || "none over 20 ms"}`);
  }
  console.log("\nINP, 4× CPU slowdown (ms, median):");
  for (const [name, ms] of inp) console.log(`  ${name.padEnd(24)} ${Math.round(ms)}`);
}

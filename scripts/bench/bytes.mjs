// `npm run bench -- --bytes`: what a seeker's phone downloads, in Chromium at a phone's size (390×844),
// through the journeys issue 17 budgets: bytes as transferred (compressed, headers included), by kind,
// cold (an empty cache) and warm (the same journey again), with and without Save-Data; and /jobs
// opened cold with the seeker's data saver switch (its cookie) off and on. BENCH_BYTES_URLS=1 lists
// what each row downloaded, request by request.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const KINDS = { fetch: "fetch", xhr: "fetch" };

// The service worker's own fetches count too (what it keeps for offline use is downloaded as well):
// Playwright reports them only with this set before the browser starts.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

/**
 * Counts what `context` downloads from now on: bytes by kind (body as transferred, and headers),
 * requests, and RSC fetches by path. An answer the service worker gave from its cache is not a
 * download; what the worker fetched from the network is, once.
 */
function meter(context) {
  const totals = { bytes: 0, requests: 0, rsc: [], byKind: {}, worker: 0, urls: [] };
  const pending = new Set();
  context.on("requestfinished", (request) => {
    const counted = (async () => {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return;
      const sizes = await request.sizes();
      const url = new URL(request.url());
      // The worker's own script comes with a body size of 0, as if from the HTTP cache: counted as
      // its body gzipped (the server's compression; /sw.js is `no-cache`, so it does come).
      const workerScript = request.serviceWorker() && url.pathname === "/sw.js";
      const body = workerScript ? gzipSync(await response.body()).length : sizes.responseBodySize;
      // From the browser's HTTP cache: nothing came over the network (Playwright still gives the
      // stored headers' size).
      if (response.status() === 200 && body === 0) return;
      const bytes = body + sizes.responseHeadersSize;
      // By what came: the worker's fetches are all of the "fetch" type, whatever they bring.
      const type = response.headers()["content-type"] ?? "";
      const kind = type.startsWith("text/html")
        ? "HTML"
        : /javascript/.test(type)
          ? "JS"
          : type.startsWith("text/css")
            ? "CSS"
            : (KINDS[request.resourceType()] ?? "other");
      totals.bytes += bytes;
      totals.requests++;
      totals.byKind[kind] = (totals.byKind[kind] ?? 0) + bytes;
      if (request.serviceWorker()) totals.worker += bytes;
      totals.urls.push([bytes, `${request.serviceWorker() ? "worker " : ""}${url.pathname}${url.search}`]);
      const headers = request.headers();
      if (url.searchParams.has("_rsc") || headers.rsc)
        totals.rsc.push(url.pathname + url.search.replace(/[?&]_rsc=[^&]*/, ""));
    })().catch(() => {});
    pending.add(counted);
    void counted.finally(() => pending.delete(counted));
  });
  return {
    /** What was counted since the last take, and a fresh count from here. */
    async take() {
      await Promise.all(pending);
      const taken = { ...totals, byKind: { ...totals.byKind }, rsc: [...totals.rsc], urls: [...totals.urls] };
      Object.assign(totals, { bytes: 0, requests: 0, rsc: [], byKind: {}, worker: 0, urls: [] });
      return taken;
    },
  };
}

async function settle(page) {
  await page.waitForLoadState("networkidle");
  // The service worker starts after the page has loaded, and keeps what it keeps then.
  await page.evaluate(() =>
    Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 3_000))]),
  );
  await page.waitForTimeout(1_500);
}

/** home → Jobs → a search → a job → back → page 2, as a seeker taps through it. */
async function browseJourney(page, base, query) {
  const opened = [];
  const visit = async (action, url) => {
    await action();
    await page.waitForURL(url);
    opened.push(new URL(page.url()).pathname + new URL(page.url()).search);
    await settle(page);
  };
  await visit(() => page.goto(`${base}/`), /\/$/);
  await visit(async () => {
    // At a phone's width the main links fold behind the Menu button.
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jobs" }).click();
  }, /\/jobs$/);
  await visit(async () => {
    await page.getByPlaceholder("Search for jobs, companies, or skills").fill(query);
    await page.getByRole("button", { name: "Search" }).click();
  }, /\/jobs\?q=/);
  await visit(
    () =>
      page
        .getByRole("link", { name: /View Details/ })
        .first()
        .click(),
    /\/jobs\/\d+$/,
  );
  await visit(() => page.goBack(), /\/jobs\?q=/);
  await visit(() => page.getByRole("link", { name: "Go to next page" }).first().click(), /page=2/);
  return opened;
}

async function newPhone(browser, saveData, serviceWorkers = "allow", dataSaverAt) {
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers,
    extraHTTPHeaders: saveData ? { "save-data": "on" } : {},
  });
  // The seeker's own switch (lib/data-saver.ts), as the footer's sets it.
  if (dataSaverAt) await context.addCookies([{ name: "kazi-data-saver", value: "on", url: dataSaverAt }]);
  if (saveData)
    await context.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
    );
  const meterOf = meter(context);
  const page = await context.newPage();
  return { context, page, meter: meterOf };
}

/** What `a` downloaded beyond `b`, by kind. */
function difference(a, b) {
  const byKind = {};
  for (const kind of new Set([...Object.keys(a.byKind), ...Object.keys(b.byKind)]))
    byKind[kind] = (a.byKind[kind] ?? 0) - (b.byKind[kind] ?? 0);
  const urls = a.urls.filter(([, url]) => url.startsWith("worker "));
  return {
    bytes: a.bytes - b.bytes,
    requests: a.requests - b.requests,
    rsc: [],
    byKind,
    worker: a.worker,
    urls,
  };
}

/** The journeys' rows: [label, counted, budget in KB?, pages opened]. */
export async function measureBytes(base, { jobPaths, query }) {
  const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const rows = [];
  try {
    // The site as it runs: its pages rendered once and its scripts compressed (a fresh server sends
    // gzip until Brotli is made), so that no journey pays for being first.
    const warm = await newPhone(browser, false, "block");
    for (const path of [...jobPaths, "/jobs"]) await warm.page.goto(base + path);
    await browseJourney(warm.page, base, query);
    await warm.context.close();
    // The same cold job page without the service worker: what the worker adds to a first visit.
    const bare = await newPhone(browser, false, "block");
    await bare.page.goto(base + jobPaths[0]);
    await settle(bare.page);
    const without = await bare.meter.take();
    await bare.context.close();
    // The jobs list, cold, with the seeker's data saver switch off and on (issue 31): what the switch saves.
    for (const switchedOn of [false, true]) {
      const list = await newPhone(browser, false, "allow", switchedOn ? base : undefined);
      await list.page.goto(`${base}/jobs`);
      await settle(list.page);
      rows.push([
        `/jobs, cold, data saver ${switchedOn ? "on" : "off"}`,
        await list.meter.take(),
        undefined,
        ["/jobs"],
      ]);
      await list.context.close();
    }
    for (const saveData of [false, true]) {
      const tag = saveData ? ", Save-Data" : "";
      const job = await newPhone(browser, saveData);
      await job.page.goto(base + jobPaths[0]);
      await settle(job.page);
      const cold = await job.meter.take();
      rows.push([
        `a job page from a shared link, cold${tag}`,
        cold,
        saveData ? undefined : 180,
        [jobPaths[0]],
      ]);
      if (!saveData)
        rows.push(["  what the service worker adds to it", difference(cold, without), 30, [jobPaths[0]]]);
      await job.page.goto(base + jobPaths[1]);
      await settle(job.page);
      rows.push([
        `a second job page after it, warm${tag}`,
        await job.meter.take(),
        saveData ? undefined : 20,
        [jobPaths[1]],
      ]);
      await job.context.close();

      const phone = await newPhone(browser, saveData);
      const opened = await browseJourney(phone.page, base, query);
      rows.push([
        `home → Jobs → search → job → back → page 2, cold${tag}`,
        await phone.meter.take(),
        saveData ? 200 : 240,
        opened,
      ]);
      await browseJourney(phone.page, base, query);
      rows.push([`the same again, warm${tag}`, await phone.meter.take(), undefined, opened]);
      await phone.context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printBytes(rows) {
  const kb = (n = 0) => (n / 1024).toFixed(1).padStart(7);
  console.log("\nData budget (KB as transferred, Chromium at 390×844; RSC = Next's page fetches)");
  console.log(
    `${"journey".padEnd(58)}   total    HTML      JS     CSS   fetch   other  worker  requests  RSC  unopened`,
  );
  for (const [label, c, budget, opened] of rows) {
    // An RSC fetch for a page the journey did not open is a download nobody asked for.
    const unopened = c.rsc.filter((path) => !opened.includes(path)).length;
    const target = budget ? `  ${c.bytes <= budget * 1024 ? "✔" : "✘"} ≤${budget} KB` : "";
    const k = c.byKind;
    console.log(
      `${label.padEnd(58)} ${kb(c.bytes)} ${kb(k.HTML)} ${kb(k.JS)} ${kb(k.CSS)} ${kb(k.fetch)} ${kb(k.other)} ${kb(c.worker)} ${String(c.requests).padStart(9)} ${String(c.rsc.length).padStart(4)} ${String(unopened).padStart(9)}${target}`,
    );
    if (process.env.BENCH_BYTES_URLS)
      for (const [bytes, url] of c.urls) console.log(`    ${kb(bytes)}  ${url.slice(0, 100)}`);
  }
}

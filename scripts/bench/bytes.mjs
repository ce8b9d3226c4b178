// `npm run bench -- --bytes`: what a seeker's phone downloads, in Chromium at a phone's size (390×844),
// through the journeys issue 17 budgets: bytes as transferred (compressed, headers included), by kind,
// cold (an empty cache) and warm (the same journey again), with and without Save-Data.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const KINDS = { Document: "HTML", Script: "JS", Stylesheet: "CSS", Fetch: "fetch", XHR: "fetch" };

/** Counts what `page` downloads from now on: bytes by kind, requests, and RSC fetches by path. */
async function meter(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map();
  const totals = { bytes: 0, requests: 0, rsc: [], byKind: {} };
  cdp.on("Network.requestWillBeSent", (e) => requests.set(e.requestId, e));
  cdp.on("Network.loadingFinished", (e) => {
    const sent = requests.get(e.requestId);
    if (!sent) return;
    const kind = KINDS[sent.type] ?? "other";
    totals.bytes += e.encodedDataLength;
    totals.requests++;
    totals.byKind[kind] = (totals.byKind[kind] ?? 0) + e.encodedDataLength;
    const url = new URL(sent.request.url);
    if (url.searchParams.has("_rsc") || sent.request.headers.RSC || sent.request.headers.rsc)
      totals.rsc.push(url.pathname + url.search.replace(/[?&]_rsc=[^&]*/, ""));
  });
  return {
    /** What was counted since the last take, and a fresh count from here. */
    take() {
      const taken = { ...totals, byKind: { ...totals.byKind }, rsc: [...totals.rsc] };
      Object.assign(totals, { bytes: 0, requests: 0, rsc: [], byKind: {} });
      return taken;
    },
  };
}

async function settle(page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_000);
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

async function newPhone(browser, saveData) {
  const context = await browser.newContext({
    ...PHONE,
    extraHTTPHeaders: saveData ? { "save-data": "on" } : {},
  });
  if (saveData)
    await context.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
    );
  const page = await context.newPage();
  return { context, page, meter: await meter(context, page) };
}

/** The journeys' rows: [label, counted, budget in KB?, pages opened]. */
export async function measureBytes(base, { jobPaths, query }) {
  const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const rows = [];
  try {
    for (const saveData of [false, true]) {
      const tag = saveData ? ", Save-Data" : "";
      const job = await newPhone(browser, saveData);
      await job.page.goto(base + jobPaths[0]);
      await settle(job.page);
      rows.push([
        `a job page from a shared link, cold${tag}`,
        job.meter.take(),
        saveData ? undefined : 180,
        [jobPaths[0]],
      ]);
      await job.page.goto(base + jobPaths[1]);
      await settle(job.page);
      rows.push([
        `a second job page after it, warm${tag}`,
        job.meter.take(),
        saveData ? undefined : 20,
        [jobPaths[1]],
      ]);
      await job.context.close();

      const phone = await newPhone(browser, saveData);
      const opened = await browseJourney(phone.page, base, query);
      rows.push([
        `home → Jobs → search → job → back → page 2, cold${tag}`,
        phone.meter.take(),
        saveData ? 200 : 240,
        opened,
      ]);
      await browseJourney(phone.page, base, query);
      rows.push([`the same again, warm${tag}`, phone.meter.take(), undefined, opened]);
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
    `${"journey".padEnd(58)}   total    HTML      JS     CSS   fetch   other  requests  RSC  unopened`,
  );
  for (const [label, c, budget, opened] of rows) {
    // An RSC fetch for a page the journey did not open is a download nobody asked for.
    const unopened = c.rsc.filter((path) => !opened.includes(path)).length;
    const target = budget ? `  ${c.bytes <= budget * 1024 ? "✔" : "✘"} ≤${budget} KB` : "";
    const k = c.byKind;
    console.log(
      `${label.padEnd(58)} ${kb(c.bytes)} ${kb(k.HTML)} ${kb(k.JS)} ${kb(k.CSS)} ${kb(k.fetch)} ${kb(k.other)} ${String(c.requests).padStart(9)} ${String(c.rsc.length).padStart(4)} ${String(unopened).padStart(9)}${target}`,
    );
  }
}

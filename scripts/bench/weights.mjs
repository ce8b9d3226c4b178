// What a page weighs before compression, split into its HTML and the inline scripts Next writes its
// RSC payload into (self.__next_f.push), and gzipped as a browser would download it; and the
// JavaScript files the page loads at first (gzipped), the "first-load JS".
import { gzipSync } from "node:zlib";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const SCRIPT_FILE = /<script[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/g;
const fileSizes = new Map();

async function gzippedFile(url) {
  if (!fileSizes.has(url))
    fileSizes.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length);
  return fileSizes.get(url);
}

export async function pageWeight(url) {
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const html = bytes.toString("utf8");
  let payload = 0;
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) payload += Buffer.byteLength(text);
  let js = 0;
  for (const src of new Set([...html.matchAll(SCRIPT_FILE)].map((m) => m[1])))
    js += await gzippedFile(new URL(src, url).href);
  return {
    js,
    status: res.status,
    total: bytes.length,
    payload,
    html: bytes.length - payload,
    gzip: gzipSync(bytes).length,
  };
}

/** `weights`: [label, weight, target KB of HTML and payload together?] */
export function printWeights(weights) {
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  console.log("\nPage weights (KB before compression; gzip as downloaded)");
  console.log(`${"page".padEnd(50)}    HTML payload   total    gzip JS gzip`);
  for (const [label, w, targetKb] of weights) {
    const target = targetKb ? `  ${w.total <= targetKb * 1024 ? "✔" : "✘"} ≤${targetKb} KB` : "";
    const status = w.status === 200 ? "" : `  (HTTP ${w.status})`;
    console.log(
      `${label.padEnd(50)} ${kb(w.html)} ${kb(w.payload)} ${kb(w.total)} ${kb(w.gzip)} ${kb(w.js)}${target}${status}`,
    );
  }
}

// Mozilla HTTP Observatory's scoring (github.com/mdn/mdn-http-observatory, src/analyzer/tests/*.js,
// src/grader/charts.js and src/scanner/index.js at 94042bb, Aug 2026), ported for one response we
// fetched ourselves. The npm package does not install cleanly here (it pulls in pg-native and a
// server). Left out: the redirection test (http -> https is the TLS terminator's job, not the app's)
// and <meta http-equiv> policies (we send none). Modifiers and pass rules are the originals'.

export interface ScannedResponse {
  /** The address as deployed (https://...): decides the https-only rules. */
  url: string;
  headers: Record<string, string>;
  setCookies: string[];
  body: string;
}
export interface TestResult {
  test: string;
  result: string;
  modifier: number;
  pass: boolean;
}

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const NONCE_OR_HASH = /^'(sha256|sha384|sha512|nonce)-/;

function parseCsp(policy: string): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>();
  for (const entry of policy.replace(/[\r\n]/g, "").split(";")) {
    const [name, ...sources] = entry.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (csp.has(directive)) throw new Error(`duplicate directive ${directive}`);
    const values = sources.map((s) => s.toLowerCase());
    csp.set(directive, new Set(values.length || !directive.endsWith("-src") ? values : ["'none'"]));
  }
  return csp;
}

function cspTest(r: ScannedResponse): [string, boolean, Map<string, Set<string>> | null] {
  const header = r.headers["content-security-policy"];
  if (!header) return ["csp-not-implemented", false, null];
  let csp: Map<string, Set<string>>;
  try {
    if (header.includes(",")) throw new Error("this port reads one policy");
    csp = parseCsp(header);
  } catch {
    return ["csp-header-invalid", false, null];
  }
  const get = (d: string) => new Set(csp.get(d) ?? csp.get("default-src") ?? ["*"]);
  const script = get("script-src");
  const style = get("style-src");
  const object = get("object-src");
  for (const list of [script, style])
    if ([...list].some((s) => NONCE_OR_HASH.test(s))) list.delete("'unsafe-inline'");
  let result: string | null = null;
  if (script.has("'strict-dynamic'")) {
    if (![...script].some((s) => NONCE_OR_HASH.test(s))) result = "csp-header-invalid";
    else
      for (const s of script) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'") script.delete(s);
  }
  const active = [...csp]
    .filter(([d]) => !["img-src", "media-src", "script-src"].includes(d))
    .flatMap(([, s]) => [...s])
    .concat([...script]);
  const passive = ["img-src", "media-src"].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  const https = new URL(r.url).protocol === "https:";
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");
  if ([...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    result ??= "csp-implemented-with-unsafe-inline";
  if (https && active.some(insecure)) result ??= "csp-implemented-with-insecure-scheme";
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    result ??= "csp-implemented-with-unsafe-eval";
  if (https && passive.some(insecure))
    result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)))
    result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    result ??= "csp-implemented-with-no-unsafe-default-src-none";
  result ??= "csp-implemented-with-no-unsafe";
  const pass = [
    "csp-implemented-with-no-unsafe",
    "csp-implemented-with-no-unsafe-default-src-none",
    "csp-implemented-with-unsafe-inline-in-style-src-only",
    "csp-implemented-with-insecure-scheme-in-passive-content-only",
  ].includes(result);
  return [result, pass, csp];
}

function hstsTest(r: ScannedResponse): [string, boolean] {
  if (new URL(r.url).protocol !== "https:") return ["hsts-not-implemented-no-https", false];
  const header = r.headers["strict-transport-security"];
  if (!header) return ["hsts-not-implemented", false];
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(header)?.[1];
  if (header.includes(",") || maxAge === undefined) return ["hsts-header-invalid", false];
  return Number(maxAge) < 15_552_000
    ? ["hsts-implemented-max-age-less-than-six-months", false]
    : ["hsts-implemented-max-age-at-least-six-months", true];
}

// Worst first: a cookie can only make the result worse (utils.js onlyIfWorse over `goodness`).
const COOKIE_RESULTS = [
  "cookies-session-without-secure-flag",
  "cookies-session-without-httponly-flag",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-samesite-flag-invalid",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag-but-protected-by-hsts",
];

function cookiesTest(r: ScannedResponse, hsts: boolean): [string, boolean] {
  if (r.setCookies.length === 0) return ["cookies-not-found", true];
  let worst = COOKIE_RESULTS.length;
  const worse = (result: string) => (worst = Math.min(worst, COOKIE_RESULTS.indexOf(result)));
  let missingSameSite = false;
  for (const line of r.setCookies) {
    const [pair, ...attrs] = line.split(";").map((p) => p.trim());
    const name = pair.slice(0, pair.indexOf("=")).toLowerCase();
    const flags = new Map(attrs.map((a) => [a.split("=")[0].toLowerCase(), a.split("=")[1]?.trim() ?? ""]));
    const secure = flags.has("secure");
    const sameSite = flags.get("samesite");
    if (sameSite !== undefined && !["lax", "strict", "none"].includes(sameSite.toLowerCase()))
      worse("cookies-samesite-flag-invalid");
    if (!secure && sameSite?.toLowerCase() === "none") worse("cookies-samesite-flag-invalid");
    const session = ["login", "sess"].some((k) => name.includes(k));
    if (!secure)
      worse(hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
    if (name.includes("csrf") && !sameSite) worse("cookies-anticsrf-without-samesite-flag");
    if (session && !secure)
      worse(
        hsts
          ? "cookies-session-without-secure-flag-but-protected-by-hsts"
          : "cookies-session-without-secure-flag",
      );
    if (session && !flags.has("httponly")) worse("cookies-session-without-httponly-flag");
    if (!sameSite) missingSameSite = true;
  }
  if (worst < COOKIE_RESULTS.length) return [COOKIE_RESULTS[worst], false];
  return missingSameSite
    ? ["cookies-secure-with-httponly-sessions", true]
    : ["cookies-secure-with-httponly-sessions-and-samesite", true];
}

function sriTest(r: ScannedResponse): [string, boolean] {
  if (!/^text\/html|^application\/xhtml\+xml/.test(r.headers["content-type"] ?? "text/html"))
    return ["sri-not-implemented-response-not-html", true];
  const scripts = [...r.body.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
  if (scripts.length === 0) return ["sri-not-implemented-but-no-scripts-loaded", true];
  const host = new URL(r.url).hostname;
  for (const attrs of scripts) {
    const src = /\ssrc="([^"]*)"/i.exec(` ${attrs}`)?.[1];
    if (!src || !/^(https?:)?\/\//.test(src)) continue; // relative: same origin
    if (
      src.startsWith("//") ||
      new URL(src).hostname.split(".").slice(-2).join(".") !== host.split(".").slice(-2).join(".")
    )
      return ["sri-not-implemented-but-external-scripts-loaded-securely", false]; // we load none; fail loudly
  }
  return ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", true];
}

function token(value: string | undefined, results: Record<string, string>, absent: string, invalid: string) {
  if (value === undefined) return absent;
  return results[value.trim().toLowerCase()] ?? invalid;
}

const MODIFIERS: Record<string, number> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 5,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "cross-origin-resource-policy-implemented-with-same-origin": 10,
  "cross-origin-resource-policy-implemented-with-same-site": 10,
  "cross-origin-resource-policy-implemented-with-cross-origin": 0,
  "cross-origin-resource-policy-not-implemented": 0,
  "cross-origin-resource-policy-header-invalid": -5,
  "coep-implemented-with-require-corp": 10,
  "coep-implemented-with-credentialless": 10,
  "coep-implemented-with-unsafe-none": 0,
  "coep-not-implemented": 0,
  "coep-header-invalid": -5,
  "coop-implemented-with-same-origin": 10,
  "coop-implemented-with-same-origin-allow-popups": 10,
  "coop-implemented-with-noopener-allow-popups": 10,
  "coop-implemented-with-unsafe-none": 0,
  "coop-not-implemented": 0,
  "coop-header-invalid": -5,
};

/** Observatory's score (100 plus modifiers; bonuses only from 90 up) and its tests for one response. */
export function observatoryScore(r: ScannedResponse): { score: number; grade: string; tests: TestResult[] } {
  const h = r.headers;
  const [csp, cspPass, policy] = cspTest(r);
  const [hsts, hstsPass] = hstsTest(r);
  const referrer = (h["referrer-policy"] ?? "")
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .at(-1);
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const xfoValue = h["x-frame-options"]?.trim().toLowerCase();
  const acao = h["access-control-allow-origin"]?.trim();
  const outcomes: [string, string, boolean][] = [
    ["content-security-policy", csp, cspPass],
    ["cookies", ...cookiesTest(r, hstsPass)],
    [
      "cross-origin-embedder-policy",
      token(
        h["cross-origin-embedder-policy"],
        {
          "require-corp": "coep-implemented-with-require-corp",
          credentialless: "coep-implemented-with-credentialless",
          "unsafe-none": "coep-implemented-with-unsafe-none",
        },
        "coep-not-implemented",
        "coep-header-invalid",
      ),
      true,
    ],
    [
      "cross-origin-opener-policy",
      token(
        h["cross-origin-opener-policy"],
        {
          "same-origin": "coop-implemented-with-same-origin",
          "same-origin-allow-popups": "coop-implemented-with-same-origin-allow-popups",
          "noopener-allow-popups": "coop-implemented-with-noopener-allow-popups",
          "unsafe-none": "coop-implemented-with-unsafe-none",
        },
        "coop-not-implemented",
        "coop-header-invalid",
      ),
      true,
    ],
    [
      "cross-origin-resource-sharing",
      acao === undefined
        ? "cross-origin-resource-sharing-not-implemented"
        : acao === "*"
          ? "cross-origin-resource-sharing-implemented-with-public-access"
          : "cross-origin-resource-sharing-implemented-with-restricted-access",
      true,
    ],
    [
      "referrer-policy",
      referrer === undefined
        ? "referrer-policy-not-implemented"
        : good.includes(referrer)
          ? "referrer-policy-private"
          : bad.includes(referrer)
            ? "referrer-policy-unsafe"
            : "referrer-policy-header-invalid",
      referrer === undefined || good.includes(referrer),
    ],
    ["strict-transport-security", hsts, hstsPass],
    ["subresource-integrity", ...sriTest(r)],
    [
      "x-content-type-options",
      token(
        h["x-content-type-options"],
        { nosniff: "x-content-type-options-nosniff" },
        "x-content-type-options-not-implemented",
        "x-content-type-options-header-invalid",
      ),
      h["x-content-type-options"]?.trim().toLowerCase() === "nosniff",
    ],
    [
      "x-frame-options",
      policy?.has("frame-ancestors")
        ? "x-frame-options-implemented-via-csp"
        : token(
            xfoValue,
            { deny: "x-frame-options-sameorigin-or-deny", sameorigin: "x-frame-options-sameorigin-or-deny" },
            "x-frame-options-not-implemented",
            "x-frame-options-header-invalid",
          ),
      Boolean(policy?.has("frame-ancestors")) || xfoValue === "deny" || xfoValue === "sameorigin",
    ],
    [
      "cross-origin-resource-policy",
      token(
        h["cross-origin-resource-policy"],
        {
          "same-origin": "cross-origin-resource-policy-implemented-with-same-origin",
          "same-site": "cross-origin-resource-policy-implemented-with-same-site",
          "cross-origin": "cross-origin-resource-policy-implemented-with-cross-origin",
        },
        "cross-origin-resource-policy-not-implemented",
        "cross-origin-resource-policy-header-invalid",
      ),
      h["cross-origin-resource-policy"] === undefined ||
        ["same-origin", "same-site", "cross-origin"].includes(
          h["cross-origin-resource-policy"].trim().toLowerCase(),
        ),
    ],
  ];
  const tests = outcomes.map(([test, result, pass]) => ({
    test,
    result,
    pass: pass && !result.endsWith("header-invalid"),
    modifier: MODIFIERS[result] ?? 0,
  }));
  const penalties = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const score = Math.max(
    penalties >= 90 ? 100 + tests.reduce((sum, t) => sum + t.modifier, 0) : penalties,
    0,
  );
  const grades = [
    "F",
    "F",
    "F",
    "F",
    "F",
    "D-",
    "D",
    "D",
    "D+",
    "C-",
    "C",
    "C",
    "C+",
    "B-",
    "B",
    "B",
    "B+",
    "A-",
    "A",
    "A",
    "A+",
  ];
  return { score, grade: grades[Math.min(score - (score % 5), 100) / 5], tests };
}

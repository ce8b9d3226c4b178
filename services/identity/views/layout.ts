import { direction, translator, type Locale, type Translate, type Values } from "../../i18n";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

// Kazi theme (lib/site.ts): primary #377EDB, secondary #6366f1, gradient end #3b82f6, ink #1e293b,
// muted #64748b, line #e2e8f0. Buttons and links use a darker primary (#2b67b8): #377EDB on white is
// 4.1:1, under WCAG AA's 4.5:1 for text of this size.
/** Inline on every page; security-headers.ts allows it by its hash. */
export const PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#f1f5f9;color:#1e293b;font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;-webkit-font-smoothing:antialiased}
.band{height:180px;background:linear-gradient(135deg,#377EDB 0%,#6366f1 55%,#3b82f6 100%)}
main{max-width:440px;margin:-132px auto 0;padding:0 16px 40px}
.brand{display:flex;align-items:center;justify-content:center;gap:10px;margin-bottom:20px;color:#fff;text-decoration:none;font-weight:800;font-size:28px;letter-spacing:-.02em}
.brand-mark{display:grid;place-items:center;width:40px;height:40px;border-radius:10px;background:#fff;color:#377EDB;font-size:22px;box-shadow:0 4px 12px rgba(15,23,42,.18)}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.08);padding:28px 24px}
h1{margin:0 0 4px;font-size:24px;line-height:1.25;font-weight:700}
.lead{margin:0 0 24px;color:#64748b}
.field{margin-bottom:18px}
label{display:block;margin-bottom:6px;font-weight:600;font-size:14px}
input{display:block;width:100%;height:46px;padding:0 14px;border:1px solid #e2e8f0;border-radius:10px;background:#fff;color:#1e293b;font:inherit}
input:focus{outline:none;border-color:#377EDB;box-shadow:0 0 0 3px rgba(55,126,219,.25)}
input[aria-invalid=true]{border-color:#dc2626}
input[aria-invalid=true]:focus{box-shadow:0 0 0 3px rgba(220,38,38,.2)}
.hint{margin:6px 0 0;color:#64748b;font-size:13px}
.error{margin:6px 0 0;color:#b91c1c;font-size:14px;font-weight:500}
.alert{margin:0 0 20px;padding:12px 14px;border:1px solid #fecaca;border-radius:10px;background:#fef2f2;color:#b91c1c;font-weight:500}
.button{display:block;width:100%;height:48px;margin-top:8px;border:0;border-radius:10px;background:#2b67b8;color:#fff;font:inherit;font-weight:700;cursor:pointer;text-align:center;line-height:48px;text-decoration:none}
.button:hover{background:#1f4f8f}
.button:focus-visible,a:focus-visible{outline:3px solid #6366f1;outline-offset:2px}
.switch{margin:22px 0 0;text-align:center;color:#64748b}
a{color:#2b67b8;font-weight:600}
.foot{margin-top:20px;text-align:center;color:#475569;font-size:13px}
.button-secondary{background:#fff;color:#2b67b8;border:1px solid #2b67b8}
.button-secondary:hover{background:#eff6ff}
.notice{margin:0 0 20px;padding:12px 14px;border:1px solid #bfdbfe;border-radius:10px;background:#eff6ff;color:#1e3a8a}
`;

/** Whose pages these are: the site's name (SITE_NAME) and address (SITE_URL). */
export interface Site {
  name: string;
  url: string;
}

/** What a page is written with: the site, the seeker's language and its `identity` messages. */
export interface View {
  site: Site;
  locale: Locale;
  t: Translate;
}

export const viewFor = (site: Site, locale: Locale): View => ({
  site,
  locale,
  t: translator(locale, "identity"),
});

/** A message as HTML: its text escaped, with each `markup` value put in as it is (already HTML). */
export function messageHtml(
  t: Translate,
  key: string,
  values: Values = {},
  markup: Record<string, string> = {},
): string {
  const slots = Object.keys(markup);
  const marked = Object.fromEntries(slots.map((name, i) => [name, `\uE000${i}\uE001`]));
  return escapeHtml(t(key, { ...values, ...marked })).replace(
    /\uE000(\d+)\uE001/g,
    (_, i: string) => markup[slots[Number(i)]],
  );
}

export function page({ site, locale, t }: View, title: string, content: string): string {
  const name = escapeHtml(site.name);
  // English keeps the exact page it always had; Arabic reads right to left.
  const dir = direction(locale) === "rtl" ? ' dir="rtl"' : "";
  return `<!doctype html>
<html lang="${locale}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#377EDB">
<title>${escapeHtml(title)} | ${name}</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<div class="band" aria-hidden="true"></div>
<main>
<div class="brand"><span class="brand-mark" aria-hidden="true">${name.charAt(0)}</span><span>${name}</span></div>
<div class="card">
${content}
</div>
<p class="foot">${name} &middot; ${escapeHtml(t("tagline"))}</p>
</main>
</body>
</html>`;
}

// Feeds carry job descriptions as HTML; Kazi stores and shows a job's text as plain paragraphs
// (components/jobs/job-detail.tsx renders it as text, never as markup). So the sanitiser keeps the
// words and the paragraph and list structure and drops all markup: scripts, styles and embedded
// documents with their content, every attribute (event handlers, javascript: and other links,
// styles), comments and processing instructions. What comes out cannot be HTML again, however the
// feed nested or broke its tags, and no dependency is needed for it.

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  agrave: "à",
  acirc: "â",
  ccedil: "ç",
  ocirc: "ô",
  ucirc: "û",
  icirc: "î",
  atilde: "ã",
  otilde: "õ",
};

/** Decodes character references: numeric ones and the common named ones (others stay as written). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      const valid =
        Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : "";
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  "script",
  "style",
  "noscript",
  "iframe",
  "object",
  "embed",
  "template",
  "svg",
  "math",
  "head",
  "title",
  "textarea",
  "select",
  "button",
  "frameset",
  "frame",
  "applet",
  "canvas",
  "audio",
  "video",
]);
/** Elements that end a paragraph. */
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "aside",
  "nav",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "dl",
  "table",
  "blockquote",
  "pre",
  "hr",
  "figure",
  "form",
  "address",
]);
const LINE_BREAKS = new Set(["br", "tr", "dt", "dd"]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<[!?][^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>?/g;

/** The text of an HTML fragment as paragraphs ("\n\n") and lines; list items start with "• ". */
export function htmlToText(html: string): string {
  // Plain text (some feeds send no markup at all) keeps its own line breaks.
  if (!/<[a-zA-Z!/?]/.test(html)) return tidy(decodeEntities(html).replace(/\u00a0/g, " "));
  const out: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const text = (chunk: string) => {
    if (!dropping && chunk) out.push(decodeEntities(chunk).replace(/[\s\u00a0]+/g, " "));
  };
  for (const match of html.matchAll(TOKEN)) {
    text(html.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[1] !== undefined) {
      if (!dropping) out.push(match[1].replace(/\s+/g, " "));
      continue;
    }
    const name = match[2]?.toLowerCase();
    if (!name) continue; // a comment, doctype or processing instruction
    const closing = match[0][1] === "/";
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !match[0].endsWith("/>")) dropping = name;
    } else if (BLOCKS.has(name)) out.push("\n\n");
    else if (LINE_BREAKS.has(name)) out.push("\n");
    else if (name === "li" && !closing) out.push("\n• ");
    else if (name === "td" || name === "th") out.push(" ");
  }
  text(html.slice(last));
  return tidy(out.join(""));
}

/** Lines trimmed, at most one empty line in a row, no control characters but line breaks. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The items of the HTML lists in a fragment (or of bare <li> elements), as text. */
export function listItems(html: string): string[] {
  return [...html.matchAll(/<li\b[^>]*>([\s\S]*?)(?=<li\b|<\/li>|<\/ul>|<\/ol>|$)/gi)]
    .map((match) => htmlToText(match[1]).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

import { createHash } from "node:crypto";
import { inlineScriptHashes, scriptHash } from "./inline-script-hashes";

// The example of the CSP Level 3 specification (§ 2.3.1 "hash-source"): this script, this hash.
const SPEC_SCRIPT = "alert('Hello, world.');";
const SPEC_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe("inlineScriptHashes", () => {
  it("hashes an inline script exactly as the browser does", () => {
    expect(inlineScriptHashes(`<p>hi</p><script>${SPEC_SCRIPT}</script>`)).toEqual([SPEC_HASH]);
    expect(scriptHash(SPEC_SCRIPT)).toBe(SPEC_HASH);
  });

  it("takes every inline script once, with attributes, across lines, in order", () => {
    const html = `<script id="a">${SPEC_SCRIPT}</script>
<script async="">self.__next_f.push([1,"x\\u003c/script\\u003e"])</script>
<script type="module">import("/a.js")</script >
<script>${SPEC_SCRIPT}</script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe(SPEC_HASH);
    expect(hashes[1]).toBe(scriptHash('self.__next_f.push([1,"x\\u003c/script\\u003e"])'));
    expect(hashes[2]).toBe(scriptHash('import("/a.js")'));
  });

  it("leaves out scripts loaded from a file and data blocks the browser never runs", () => {
    const html = `<script src="/_next/static/chunks/main.js" async=""></script>
<script type="application/ld+json">{"@type":"JobPosting"}</script>
<script data-src="x" type='text/javascript'>${SPEC_SCRIPT}</script>`;
    expect(inlineScriptHashes(html)).toEqual([SPEC_HASH]);
  });

  it("gives a script React would never write in capitals no hash, so it stays blocked", () => {
    expect(inlineScriptHashes(`<SCRIPT>${SPEC_SCRIPT}</SCRIPT>`)).toEqual([]);
  });

  it("hashes non-ASCII text as UTF-8", () => {
    const script = 'document.title="Côte d’Ivoire — Kazi"';
    expect(inlineScriptHashes(`<script>${script}</script>`)).toEqual([scriptHash(script)]);
    expect(scriptHash(script)).toBe(
      `'sha256-${createHash("sha256").update(Buffer.from(script, "utf8")).digest("base64")}'`,
    );
  });
});

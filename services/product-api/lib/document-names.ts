import { DOCUMENT_CONTENT_TYPES, DOCUMENT_KINDS } from "./documents";
import { LIMITS } from "./limits";

// The name a CV or cover letter is listed and downloaded under. Its extension is the one of the type
// its content was judged to be (a PDF named "poly.html" or "cv.exe" is "poly.pdf", "cv.pdf"), so the
// name never tells a computer to open the file as something else. Bidi controls go ("cv\u202Efdp.exe"
// shows as "cvexe.pdf"), and so do other controls, line separators and path separators; letters of
// any script and the joiners some scripts need (U+200C, U+200D) stay. Applied when a file is stored
// and again whenever a name is read, so names stored before this rule get it too.

const HIDDEN = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069/\\]/gu;
/** What ends a name like an extension: a dot and a few letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;
const TRAILING = /[\s.]+$/u;

/** `name` fit to store and show for a document of `contentType` (one of DOCUMENT_CONTENT_TYPES). */
export function documentFileName(name: string, contentType: string, fallback = "document"): string {
  const kind = DOCUMENT_KINDS.find((k) => DOCUMENT_CONTENT_TYPES[k] === contentType);
  const extension = kind ? `.${kind}` : "";
  let base = name.replace(HIDDEN, "").trim().replace(TRAILING, "");
  if (kind) base = base.replace(EXTENSION, "").replace(TRAILING, "");
  // Cut at LIMITS.fileName, never between the two halves of a surrogate pair.
  base = (base || fallback).slice(0, LIMITS.fileName - extension.length).replace(/[\uD800-\uDBFF]$/, "");
  return `${base}${extension}`;
}

import { DOCUMENT_CONTENT_TYPES, type DocumentKindName } from "../../lib/documents";

// What an uploaded CV really is, judged by its bytes, never by its name or declared type.

export interface DocumentKind {
  kind: DocumentKindName;
  contentType: string;
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: number[], at = 0) {
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

function indexOf(bytes: Uint8Array, needle: number[], from: number, to: number) {
  for (let i = from; i <= Math.min(to, bytes.length - needle.length); i++)
    if (startsWith(bytes, needle, i)) return i;
  return -1;
}

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

/** Entry names from a ZIP's central directory (found through the end-of-central-directory record). */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const eocdSignature = [0x50, 0x4b, 0x05, 0x06];
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (startsWith(bytes, eocdSignature, i)) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = u16(bytes, eocd + 10);
  let at = u32(bytes, eocd + 16);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (
    let n = 0;
    n < count && at + 46 <= bytes.length && startsWith(bytes, [0x50, 0x4b, 0x01, 0x02], at);
    n++
  ) {
    const nameLength = u16(bytes, at + 28);
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return names;
}

const ofKind = (kind: DocumentKindName): DocumentKind => ({
  kind,
  contentType: DOCUMENT_CONTENT_TYPES[kind],
});

export function sniffDocument(bytes: Uint8Array): DocumentKind | null {
  // Readers accept a PDF header anywhere in the first kilobyte.
  if (indexOf(bytes, ascii("%PDF-"), 0, 1024) >= 0) return ofKind("pdf");
  if (startsWith(bytes, OLE2)) return ofKind("doc");
  if (startsWith(bytes, ascii("{\\rtf"))) return ofKind("rtf");
  if (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) &&
    zipEntryNames(bytes).some((name) => name.startsWith("word/"))
  )
    return ofKind("docx");
  return null;
}

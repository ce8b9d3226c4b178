import { decodeEntities } from "./html-text";

// A small, strict XML reader for job feeds: elements, attributes, text and CDATA, with comments,
// processing instructions and the doctype skipped. A feed that is not well-formed (a tag left open,
// a stray closing tag, text after the root) is refused with the line where it broke: the importer
// then changes nothing. No DTDs, no external entities: nothing in a feed can make it read more.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, joined. */
  text: string;
}

export class XmlError extends Error {}

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|</g;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const lineAt = (xml: string, index: number) => xml.slice(0, index).split("\n").length;

export function parseXml(document: string): XmlElement {
  const xml = document.replace(/^\uFEFF/, "");
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let last = 0;
  const addText = (text: string, index: number) => {
    if (!text) return;
    const current = stack.at(-1);
    if (current) current.text += text;
    else if (text.trim()) throw new XmlError(`text outside the root element (line ${lineAt(xml, index)})`);
  };
  for (const match of xml.matchAll(TOKEN)) {
    addText(decodeEntities(xml.slice(last, match.index)), last);
    last = match.index + match[0].length;
    if (match[0] === "<") throw new XmlError(`a broken tag (line ${lineAt(xml, match.index)})`);
    if (match[1] !== undefined) {
      addText(match[1], match.index);
      continue;
    }
    const name = match[3];
    if (!name) continue;
    if (match[2]) {
      const open = stack.pop();
      if (open?.name !== name)
        throw new XmlError(
          `</${name}> closes ${open ? `<${open.name}>` : "nothing"} (line ${lineAt(xml, match.index)})`,
        );
      continue;
    }
    if (root && stack.length === 0)
      throw new XmlError(`a second root element (line ${lineAt(xml, match.index)})`);
    const attributes: Record<string, string> = {};
    for (const [, key, double, single] of match[4].matchAll(ATTRIBUTE))
      attributes[key] = decodeEntities(double ?? single ?? "");
    const element: XmlElement = { name, attributes, children: [], text: "" };
    stack.at(-1)?.children.push(element);
    root ??= element;
    if (!match[5]) stack.push(element);
  }
  addText(decodeEntities(xml.slice(last)), last);
  if (stack.length > 0) throw new XmlError(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new XmlError("no XML element in the document");
  return root;
}

/** The first child of that name (case-insensitive, without a namespace prefix). */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  const wanted = name.toLowerCase();
  return element.children.find((c) => c.name.toLowerCase().replace(/^.*:/, "") === wanted);
}

/** The trimmed text of the first child of that name, or "" when there is none. */
export const childText = (element: XmlElement, name: string): string =>
  child(element, name)?.text.trim() ?? "";

/** The encodings an Accept-Encoding header takes: named, and not with q=0 ("gzip, br;q=0" → gzip). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const taken = new Set<string>();
  for (const part of String(header ?? "")
    .toLowerCase()
    .split(",")) {
    const [name, ...params] = part.split(";").map((p) => p.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) taken.add(name);
  }
  return taken;
}

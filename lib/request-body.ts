/** The body's bytes, or null as soon as it passes `limit` bytes (so a huge body is never buffered). */
async function readCappedBytes(request: Request, limit: number): Promise<Uint8Array[] | null> {
  if (Number(request.headers.get("content-length")) > limit) return null;
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return chunks;
}

/** The body as text, or null as soon as it passes `limit` bytes. */
export async function readCapped(request: Request, limit: number): Promise<string | null> {
  const chunks = await readCappedBytes(request, limit);
  return chunks && new TextDecoder().decode(Buffer.concat(chunks));
}

import type { Context } from "hono";
import { MAX_FORM_BYTES } from "./limits";

const DRAIN_TIMEOUT_MS = 10_000;

/**
 * A request body nobody read: a 403 or 404 answered before the upload was looked at. Closing the
 * connection then makes a client still sending the body see a reset instead of the answer (the web
 * app's 502 for an unverified seeker's application), so a body of a size the API takes is read to its
 * end first. A larger, unknown-length or slow one, or one cut off at 413, gets `connection: close`:
 * the server drops that socket, and the client is told so its next request never rides it.
 */
export async function settleUnreadBody(c: Context): Promise<void> {
  const request = c.req.raw;
  if (!request.body || (request.bodyUsed && c.res.status !== 413)) return;
  if (c.res.status !== 413 && Number(c.req.header("content-length")) <= MAX_FORM_BYTES) {
    if (await drained(request.body)) return;
  }
  c.header("connection", "close");
}

async function drained(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  let slow = false;
  const timer = setTimeout(() => {
    slow = true;
    void reader.cancel().catch(() => undefined);
  }, DRAIN_TIMEOUT_MS);
  try {
    while (!(await reader.read()).done);
    return !slow;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

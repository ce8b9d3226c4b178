import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { contentSecurityPolicy, securityHeaders, type PolicySettings } from "./headers";
import { inlineScriptHashes } from "./inline-script-hashes";

type Callback = (error?: Error | null) => void;
type RawHeaders = OutgoingHttpHeaders | (string | string[])[];

function applyHeaders(res: ServerResponse, headers: RawHeaders | undefined) {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  } else if (Array.isArray(headers[0])) {
    for (const [name, value] of headers as string[][]) res.appendHeader(name, value);
  } else {
    for (let i = 0; i < headers.length; i += 2) res.appendHeader(headers[i] as string, headers[i + 1]);
  }
}

/**
 * Gives `res` the security headers and a Content-Security-Policy. An HTML body is held until it ends
 * (Next streams pages in chunks), its inline scripts are hashed into the policy, and it is sent in
 * one piece: the policy fits exactly the bytes being sent, so a cached page stays a cached page.
 * Everything else passes straight through. Install after any compression middleware, so hashing
 * sees the page as written. `onPage` gets each finished HTML page as sent, headers set (the web
 * server's page cache keeps it, so its policy is computed once).
 */
export function secureResponse(
  res: ServerResponse,
  settings: PolicySettings,
  onPage?: (res: ServerResponse, body: Buffer) => void,
): void {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  let mode: "undecided" | "pass" | "hold" = "undecided";
  const chunks: Buffer[] = [];

  function restore() {
    Object.assign(res, original);
  }

  function decide(): "pass" | "hold" {
    if (mode !== "undecided") return mode;
    const type = String(res.getHeader("content-type") ?? "").toLowerCase();
    for (const [name, value] of securityHeaders(settings, type)) res.setHeader(name, value);
    // A 304 has no body to describe, and browsers copy its headers onto the page they kept: a
    // policy sent here would replace the one made for that page. Without one, theirs stays.
    if (res.statusCode === 304) res.removeHeader("Content-Security-Policy");
    else if (type.startsWith("text/html")) return (mode = "hold");
    else res.setHeader("Content-Security-Policy", contentSecurityPolicy(settings));
    restore();
    return (mode = "pass");
  }

  function hold(chunk: unknown, encoding?: BufferEncoding) {
    if (chunk === undefined || chunk === null) return;
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, encoding ?? "utf8"));
    else chunks.push(Buffer.from(chunk as Uint8Array));
  }

  res.writeHead = function writeHead(status: number, reason?: string | RawHeaders, headers?: RawHeaders) {
    res.statusCode = status;
    if (typeof reason === "string") res.statusMessage = reason;
    applyHeaders(res, typeof reason === "string" ? headers : reason);
    if (decide() === "pass") original.writeHead.call(res, res.statusCode);
    return res;
  } as ServerResponse["writeHead"];

  res.flushHeaders = function flushHeaders() {
    if (decide() === "pass") original.flushHeaders.call(res);
  };

  res.write = function write(chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) {
    const cb = typeof encoding === "function" ? encoding : callback;
    const enc = typeof encoding === "function" ? undefined : encoding;
    if (decide() === "pass") return original.write.call(res, chunk, enc as BufferEncoding, cb);
    hold(chunk, enc);
    if (cb) process.nextTick(cb);
    return true;
  } as ServerResponse["write"];

  res.end = function end(chunk?: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (typeof chunk === "function") [chunk, callback] = [undefined, chunk as Callback];
    const cb = typeof encoding === "function" ? encoding : callback;
    const enc = typeof encoding === "function" ? undefined : encoding;
    if (decide() === "pass") return original.end.call(res, chunk, enc as BufferEncoding, cb);
    hold(chunk, enc);
    restore();
    const body = Buffer.concat(chunks);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(settings, inlineScriptHashes(body)));
    // Empty for HEAD and 304, whose Content-Length (if any) describes the page, not this body.
    if (body.length > 0 && !res.hasHeader("transfer-encoding")) res.setHeader("Content-Length", body.length);
    onPage?.(res, body);
    return original.end.call(res, body, "binary", cb);
  } as ServerResponse["end"];
}

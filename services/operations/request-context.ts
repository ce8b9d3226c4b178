import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

interface RequestContext {
  requestId: string;
}

// One store per process, on globalThis: Next bundles lib code apart from scripts/web-server.ts,
// so each copy of this module must find the store the server set around Next's handler.
const KEY = Symbol.for("kazi.requestContext");
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };
const store = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's x-request-id when it is sane (≤128 of [A-Za-z0-9._-]), else a new one. */
export function requestIdFrom(header: string | string[] | null | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_ID.test(given) ? given : randomUUID();
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return store.run({ requestId }, fn);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}

export const REQUEST_ID_HEADER = "x-request-id";

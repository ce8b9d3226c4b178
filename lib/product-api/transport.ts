import "server-only";
import { invalidateJobs } from "@/lib/cache/invalidate-jobs";
import { clientAddress } from "@/lib/client-address";
import { env } from "@/lib/env";
import { loggerFor } from "@/services/operations/logger";
import { currentRequestId, REQUEST_ID_HEADER } from "@/services/operations/request-context";

/** Sends one request to the product API. `path` starts with `/api/v1/` and may carry a query. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

const INTERNAL_ORIGIN = "http://product-api.internal";

/** In this process: the Hono app, loaded on first use so pages that never call it never load PGlite. */
const embeddedTransport: Transport = async (path, init) => {
  const { getEmbeddedProductApi, onEmbeddedJobsChanged } = await import("@/services/product-api/embedded");
  // Job changes the API makes itself (a review, a report that changes a job's caution) expire pages too.
  onEmbeddedJobsChanged("next-cache", (ids) => {
    invalidateJobs(ids);
  });
  const api = await getEmbeddedProductApi();
  return api.fetch(new Request(INTERNAL_ORIGIN + path, init));
};

export function httpTransport(baseUrl: string): Transport {
  // PRODUCT_API_URL names the host; accept it with the /api/v1 prefix too.
  const base = baseUrl.replace(/\/+$/, "").replace(/\/api\/v1$/, "");
  return (path, init) => fetch(base + path, init);
}

/** Carries the id of the request being served (scripts/web-server.ts) to the product API's logs. */
export function withRequestId(transport: Transport): Transport {
  return (path, init) => {
    const requestId = currentRequestId();
    const headers = new Headers(init.headers);
    if (!requestId || headers.has(REQUEST_ID_HEADER)) return transport(path, init);
    headers.set(REQUEST_ID_HEADER, requestId);
    return transport(path, { ...init, headers });
  };
}

export function defaultTransport(): Transport {
  return withRequestId(env.PRODUCT_API_URL ? httpTransport(env.PRODUCT_API_URL) : embeddedTransport);
}

// Hop-by-hop headers, and what must not reach the product API from the browser (the session cookie).
const DROP_REQUEST_HEADERS = [
  "host",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "cookie",
  "expect",
];
// fetch() has already decoded the body, so its encoding and length no longer describe it.
const DROP_RESPONSE_HEADERS = [
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-encoding",
  "content-length",
];

/**
 * Passes a browser/API-consumer request through to the product API unchanged (body streamed),
 * for the `/api/v1/*` mount. Transport failures become a problem+json 502.
 */
export async function forwardToProductApi(
  request: Request,
  pathAndQuery: string,
  transport = defaultTransport(),
) {
  const headers = new Headers(request.headers);
  for (const name of DROP_REQUEST_HEADERS) headers.delete(name);
  // The product API trusts this app's X-Forwarded-For for rate limits and guest reports: it carries
  // only the client address this app worked out, never entries the client wrote.
  const address = clientAddress(request.headers);
  headers.delete("x-forwarded-for");
  if (address) headers.set("x-forwarded-for", address);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    duplex: hasBody ? "half" : undefined,
    redirect: "manual",
    signal: request.signal,
  };
  let upstream: Response;
  try {
    upstream = await transport(pathAndQuery, init);
  } catch (error) {
    loggerFor("web").error(
      { err: error, path: pathAndQuery.split("?")[0] },
      "forwarding to the product API failed",
    );
    return Response.json(
      {
        title: "Product API unavailable",
        status: 502,
        detail: "The product API could not be reached. Please try again.",
      },
      { status: 502, headers: { "content-type": "application/problem+json" } },
    );
  }
  const responseHeaders = new Headers(upstream.headers);
  for (const name of DROP_RESPONSE_HEADERS) responseHeaders.delete(name);
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}

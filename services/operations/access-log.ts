import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pathOf } from "./logger";
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from "./request-context";

type FetchHandler<E> = (request: Request, env: E) => Response | Promise<Response>;

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // Headers of a response that came from fetch() are immutable.
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * A fetch-style handler (Hono's) that runs each request under its id (the caller's x-request-id
 * when sane, else a new one), answers with that id and logs one line per request.
 */
export function withAccessLog<E>(handler: FetchHandler<E>, log: Logger): FetchHandler<E> {
  return (request, env) => {
    const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
    return runWithRequestId(requestId, async () => {
      const started = performance.now();
      const line = { method: request.method, path: pathOf(new URL(request.url).pathname) };
      try {
        const response = await handler(request, env);
        log.info({ ...line, status: response.status, ms: elapsed(started) }, "request");
        return withHeader(response, REQUEST_ID_HEADER, requestId);
      } catch (error) {
        log.error({ ...line, status: 500, ms: elapsed(started), err: error }, "request failed");
        throw error;
      }
    });
  };
}

const elapsed = (started: number) => Math.round(performance.now() - started);

/**
 * For a Node request listener: gives the request its id (also written into req.headers, so what
 * forwards the request passes it on), sends it back, logs one line when the response ends or the
 * client goes away, and runs `next` under that id.
 */
export function serveWithAccessLog(
  req: IncomingMessage,
  res: ServerResponse,
  log: Logger,
  next: () => void,
): void {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const started = performance.now();
  res.once("close", () => {
    const line = { method: req.method, path: pathOf(req.url), status: res.statusCode, ms: elapsed(started) };
    // Logged inside the request's context, so the line carries its id.
    runWithRequestId(requestId, () =>
      res.writableFinished ? log.info(line, "request") : log.warn(line, "request aborted"),
    );
  });
  runWithRequestId(requestId, next);
}

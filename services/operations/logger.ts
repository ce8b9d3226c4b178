import pino, { type Logger } from "pino";
import { readLogLevel } from "../env";
import { currentRequestId } from "./request-context";

// One JSON logger per process (on globalThis for the same reason as the request context), to stdout.
// Every line written while a request is served carries its id.
const KEY = Symbol.for("kazi.logger");
const holder = globalThis as typeof globalThis & { [KEY]?: Logger };

const logger: Logger = (holder[KEY] ??= pino({
  // LOG_LEVEL (a wrong one stops the process); silent under Jest, where lines would bury the output.
  level: readLogLevel(),
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
}));

/** A logger naming the part of Kazi that writes (`service: "web"`, `"product-api"`, …). */
export const loggerFor = (service: string): Logger => logger.child({ service });

/** The path of a request URL without its query (which may hold tokens or e-mail addresses). */
export function pathOf(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0];
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}

import pino from "pino";

// Every line the services' logger writes in this test file, at every level (it is silent under Jest
// otherwise). Import this first: the logger is made once per process (services/operations/logger.ts)
// by whichever module asks first, and this one must be it.

export const logLines: string[] = [];

const KEY = Symbol.for("kazi.logger");
(globalThis as Record<symbol, unknown>)[KEY] = pino(
  { level: "trace" },
  { write: (line: string) => void logLines.push(line) },
);

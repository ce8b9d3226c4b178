import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import { loggerFor } from "../../operations/logger";

const log = loggerFor("product-api");

/** Every error body (RFC 9457 style): `{ type?, title, status, detail?, errors? }`. */
interface ProblemBody {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  errors?: Record<string, string[]>;
}

interface ProblemExtras {
  type?: string;
  detail?: string;
  errors?: Record<string, string[]>;
  headers?: Record<string, string>;
}

/** Thrown anywhere in a handler; onError turns it into a problem response. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly extras: ProblemExtras = {},
  ) {
    super(extras.detail ?? title);
  }
}

function problemResponse(body: ProblemBody, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { "content-type": "application/problem+json", ...headers },
  });
}

/** Zod issues as `{ "field.path": ["message", …] }`; form-level issues under "". */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

/** The validators' hook: bad query/path -> 400, bad body -> 422, both as problem JSON. */
export function validationHook(result: { success: boolean; error?: ZodError; target: string }) {
  if (result.success || !result.error) return;
  const isBody = result.target === "json" || result.target === "form";
  const status = isBody ? 422 : 400;
  const title = isBody ? "The request body is invalid." : "The request is invalid.";
  return problemResponse({
    title,
    status,
    detail: summarize(result.error),
    errors: fieldErrors(result.error),
  });
}

function summarize(error: ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

export const onError: ErrorHandler = (error) => {
  if (error instanceof ApiProblem) {
    const { status, title, extras } = error;
    const { type, detail, errors, headers } = extras;
    return problemResponse({ type, title, status, detail, errors }, headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    // Hono's own messages may quote a parser's error ("TypeError: Failed to parse body as FormData").
    const title =
      status === 413
        ? "The upload is too large."
        : status === 400
          ? "The request body could not be read."
          : "The request could not be processed.";
    return problemResponse({ title, status });
  }
  // A value PostgreSQL cannot take (SQLSTATE class 22: NUL in text, a number out of range, a bad
  // date) is the request's fault even where a schema missed it: a 422, logged so the schema is fixed.
  if (sqlState(error)?.startsWith("22")) {
    log.warn({ err: error }, "a value the database refused got past validation");
    return problemResponse({
      title: "The request has a value that cannot be stored.",
      status: 422,
      detail: "Check the text for control characters and the numbers and dates for their range.",
    });
  }
  log.error({ err: error }, "unhandled error");
  return problemResponse({
    title: "Something went wrong on our side.",
    status: 500,
    detail: "Please try again later.",
  });
};

function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

const notFound: NotFoundHandler = (c) =>
  problemResponse({
    title: "Not found",
    status: 404,
    detail: `No API route matches ${c.req.method} ${c.req.path}.`,
  });

/**
 * The app's handler for a request no route took: a path that takes other methods answers 405 with
 * them in Allow (OPTIONS gets them in a 204) rather than a 404 that says no route matches.
 */
export function noRoute(allowedMethods: (path: string) => string[]): NotFoundHandler {
  return (c) => {
    const methods = allowedMethods(c.req.path);
    if (methods.length === 0) return notFound(c);
    const allow = methods.join(", ");
    if (c.req.method === "OPTIONS") return new Response(null, { status: 204, headers: { allow } });
    return problemResponse(
      {
        title: "Method not allowed",
        status: 405,
        detail: `${c.req.path} takes ${allow}, not ${c.req.method}.`,
      },
      { allow },
    );
  };
}

import { errorMessageOf, EXPLAINED_STATUSES } from "@/lib/error-message";
import { APPLICATION_TOO_LARGE, documentOfWrongType } from "@/services/product-api/lib/documents";
import { isApiError } from "./errors";

// ApiError -> the JSON answer of a same-origin route handler (docs/architecture.md, How to add things: A route handler). The
// upstream's own message is kept for the statuses the UI explains (lib/error-message.ts);
// server-side failures get a generic message.

const FALLBACK: Record<number, string> = {
  400: "The request is not valid.",
  401: "Authentication failed. Please log in again.",
  403: "You are not allowed to do this.",
  404: "Not found.",
  409: "This conflicts with something that already exists.",
  410: "This job is closed.",
  413: APPLICATION_TOO_LARGE,
  415: documentOfWrongType("Each file"),
  422: "The request could not be processed.",
  429: "Too many requests. Please wait a moment and try again.",
};

const UNAVAILABLE = "The service is temporarily unavailable. Please try again.";

export function errorResponse(error: unknown): Response {
  if (isApiError(error)) {
    if (typeof error.status === "number" && EXPLAINED_STATUSES.has(error.status)) {
      const errors =
        error.data && typeof error.data === "object"
          ? (error.data as { errors?: unknown }).errors
          : undefined;
      const message = errorMessageOf(error.data) ?? FALLBACK[error.status];
      return Response.json(errors ? { message, errors } : { message }, { status: error.status });
    }
    console.error(`[product-api] ${error.status}: ${error.message}`);
    return Response.json({ message: UNAVAILABLE }, { status: error.status === "TIMEOUT_ERROR" ? 504 : 502 });
  }
  console.error("[api] unexpected error:", error);
  return Response.json({ message: "Something went wrong. Please try again." }, { status: 500 });
}

/** 422 for input that failed its zod schema: the first message, and each field's message. */
export function invalidInputResponse(issues: { path: PropertyKey[]; message: string }[]): Response {
  const errors = issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
  return Response.json(
    { message: errors[0]?.message ?? "The request is not valid.", errors },
    { status: 422 },
  );
}

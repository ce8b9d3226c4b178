import { errorMessageOf } from "@/lib/error-message";

// The problem type of the API's 401 to a token whose session has ended, read through this client.
export { isSessionEnded } from "@/services/product-api/lib/session-ended";

// The one error type of the product API client (docs/architecture.md, Processes). Safe to import from client code.

export type ApiErrorStatus = number | "FETCH_ERROR" | "TIMEOUT_ERROR" | "PARSING_ERROR";

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  /** The error body (a ProblemDetails for HTTP errors), or the cause for transport failures. */
  readonly data?: unknown;
  /** Seconds to wait before trying again, from a 429's or 503's Retry-After. */
  readonly retryAfter?: number;

  constructor(status: ApiErrorStatus, message: string, data?: unknown, retryAfter?: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.data = data;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }
}

/** By shape as well as instanceof: each Next route bundle may carry its own copy of this class. */
export function isApiError(error: unknown, status?: ApiErrorStatus): error is ApiError {
  const shaped =
    error instanceof ApiError || (error instanceof Error && error.name === "ApiError" && "status" in error);
  return shaped && (status === undefined || (error as ApiError).status === status);
}

/** Retry-After in seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The product API's error answer (status and body text) as an ApiError: its problem JSON, or the text. */
export function apiErrorFrom(status: number, text: string, retryAfter?: number): ApiError {
  let data: unknown = text.slice(0, 2000);
  try {
    data = JSON.parse(text);
  } catch {
    // A non-JSON error body is kept as text.
  }
  return new ApiError(status, errorMessageOf(data) ?? `The product API answered ${status}`, data, retryAfter);
}

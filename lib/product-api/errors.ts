// The one error type of the product API client (STYLE habit 2). Safe to import from client code.

export type ApiErrorStatus = number | "FETCH_ERROR" | "TIMEOUT_ERROR" | "PARSING_ERROR";

/** RFC 9457-style body the product API sends with every error. */
interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errors?: unknown;
}

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

/** The human part of a problem body: its detail, else its title. */
export function problemMessage(data: unknown): string | undefined {
  if (!data || typeof data !== "object") return undefined;
  const { detail, title, message } = data as ProblemDetails & { message?: unknown };
  for (const text of [detail, title, message]) if (typeof text === "string" && text.trim()) return text;
  return undefined;
}

/** Retry-After in seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

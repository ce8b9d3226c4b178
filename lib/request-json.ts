import { errorMessageOf } from "@/lib/error-message";

// Browser-side calls to the app's own route handlers (/api/*), with one error type for the screens.

const NETWORK_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch {
    throw new HttpError(0, NETWORK_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new HttpError(response.status, errorMessageOf(body) ?? `Request failed (${response.status})`, body);
  return body as T;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** Client errors will not get better by asking again; network and server errors get one retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

import { PermanentDeliveryError } from "../channel";

// What the two providers' answers share: a timeout, a JSON body read whatever the status, and the
// line between a failure worth retrying and one that is not. Errors never carry the number: a
// provider's own words are kept without any run of digits a phone number could be.

const TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  json: unknown;
}

/** Provider text fit for an error message and so for the logs. */
const scrubbed = (text: unknown) =>
  String(text ?? "")
    .replace(/\+?\d[\d\s-]{5,}\d/g, "[number]")
    .slice(0, 200);

export async function callProvider(url: string, init: RequestInit): Promise<ProviderAnswer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Left null: a proxy's HTML error page, say; the status decides.
  }
  return { status: response.status, json };
}

/** 429 and 5xx are worth another try later; any other 4xx is not (a bad number, a refused template). */
export function failure(provider: string, status: number, why: string, retryable = false): Error {
  const message = `${provider} answered ${status}: ${scrubbed(why)}`;
  return retryable || status === 429 || status >= 500
    ? new Error(message)
    : new PermanentDeliveryError(message);
}

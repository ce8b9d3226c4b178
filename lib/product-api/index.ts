import "server-only";
import { createProductApi, type ProductApiOptions } from "./client";

// The one client of the product API (docs/architecture.md, Processes). Pages and route handlers call this; nothing
// else knows its URLs, headers, paging header or error statuses.

/** A client acting as the holder of `token` (a job seeker's access token), or anonymously. */
export function productApi(token?: string | null, options?: Pick<ProductApiOptions, "timeoutMs">) {
  return createProductApi(token, options);
}

export { isApiError } from "./errors";
export * from "./types";
export type { MyData } from "./account";
export { downloadMyFile } from "./files";
export { productApiReady } from "./ready";
export type { SeekerFile } from "./files";
export type { JobAlert } from "./alerts";
export type { PhoneState } from "./phone";
export type { Company, EmployerClient, ModerationDecision, ModerationQueueItem } from "./moderation";

import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { ApiError, apiErrorFrom, isApiError, retryAfterSeconds } from "./errors";
import { accountCalls } from "./account";
import { filesCalls } from "./files";
import { alertsCalls } from "./alerts";
import { phoneCalls } from "./phone";
import { moderationCalls } from "./moderation";
import { notificationsCalls } from "./notifications";
import { resolvePagination } from "./pagination";
import { savedJobsCalls } from "./saved-jobs";
import {
  applicationListBodySchema,
  applicationSchema,
  jobListBodySchema,
  jobReportSchema,
  jobSchema,
  userMeSchema,
} from "./normalize";
import { defaultTransport, type Transport } from "./transport";
import type {
  ApplicationPage,
  JobLanguage,
  JobList,
  JobListFacets,
  JobReportBody,
  UpdateMeBody,
} from "./types";

export interface ProductApiOptions {
  transport?: Transport;
  timeoutMs?: number;
}

type Query = Record<string, string | number | undefined>;
interface Call {
  query?: Query;
  json?: unknown;
  headers?: Record<string, string>;
}

/** Settles with `promise`, or rejects with the signal's reason once it aborts (the embedded app ignores signals). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => (signal.removeEventListener("abort", onAbort), resolve(value)),
      (error) => (signal.removeEventListener("abort", onAbort), reject(error)),
    );
  });
}

function withQuery(path: string, query: Query = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Errors of a connection that closed under a request (undici's and Node's codes). */
const DROPPED = new Set(["UND_ERR_SOCKET", "UND_ERR_CLOSED", "ECONNRESET", "EPIPE"]);

function socketErrorCode(error: unknown): string | undefined {
  // Duck-typed: fetch's errors may come from another realm (a test VM), where instanceof fails.
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === "string" ? cause.code : undefined;
}

export function createProductApi(token?: string | null, options: ProductApiOptions = {}) {
  const transport = options.transport ?? defaultTransport();
  const timeoutMs = options.timeoutMs ?? env.PRODUCT_API_TIMEOUT_MS;

  /** One round trip: the response and its body as text, or an ApiError. */
  async function call(method: string, path: string, { query, json, headers: extra }: Call = {}) {
    const url = withQuery(path, query);
    const headers = new Headers({ ...extra, accept: "application/json" });
    if (token) headers.set("authorization", `Bearer ${token}`);
    if (json !== undefined) headers.set("content-type", "application/json");
    const signal = AbortSignal.timeout(timeoutMs);
    const body = json === undefined ? undefined : JSON.stringify(json);
    // A read goes again once when the connection dropped under it: a kept-alive socket the API had
    // just closed. Writes never do, so nothing is sent twice.
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await untilAborted(transport(url, { method, headers, body, signal }), signal);
        const text = await untilAborted(response.text(), signal);
        if (!response.ok)
          throw apiErrorFrom(response.status, text, retryAfterSeconds(response.headers.get("retry-after")));
        return { response, text };
      } catch (error) {
        if (isApiError(error)) throw error;
        if (signal.aborted) {
          throw new ApiError(
            "TIMEOUT_ERROR",
            `The product API did not answer ${method} ${path} within ${timeoutMs} ms`,
          );
        }
        const code = socketErrorCode(error);
        if (method === "GET" && attempt === 1 && code && DROPPED.has(code)) continue;
        const reason = `${error instanceof Error ? error.message : String(error)}${code ? ` (${code})` : ""}`;
        throw new ApiError(
          "FETCH_ERROR",
          `Could not reach the product API (${method} ${path}): ${reason}`,
          reason,
        );
      }
    }
  }

  function parse<T>(schema: z.ZodType<T>, text: string, what: string): T {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(
        "PARSING_ERROR",
        `The product API sent ${what} that is not JSON`,
        text.slice(0, 500),
      );
    }
    return validate(schema, value, what);
  }

  function validate<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new ApiError(
        "PARSING_ERROR",
        `The product API sent ${what} of an unexpected shape`,
        result.error.issues,
      );
    }
    return result.data;
  }

  async function request<T>(schema: z.ZodType<T>, method: string, path: string, what: string, init?: Call) {
    const { text } = await call(method, path, init);
    return parse(schema, text, what);
  }

  /** One page of a list: the items, and the paging from X-Pagination (else the body, else inferred). */
  async function fetchPage<T>(
    bodySchema: typeof jobListBodySchema | typeof applicationListBodySchema,
    itemSchema: z.ZodType<T>,
    path: string,
    query: Query,
    requested: { page: number; pageSize: number },
    what: string,
  ) {
    const { response, text } = await call("GET", path, { query });
    const body = parse(bodySchema, text, `a ${what} list`);
    const items = validate(z.array(itemSchema), body.items, what);
    const pagination = resolvePagination({
      header: response.headers.get("x-pagination"),
      body: body.paging,
      itemCount: items.length,
      requested,
      source: `GET ${path}`,
    });
    return {
      items,
      pagination,
      facets: "facets" in body ? (body.facets as JobListFacets | undefined) : undefined,
      suggestion: "suggestion" in body ? (body.suggestion as string | undefined) : undefined,
    };
  }

  const jobPath = (id: number | string) => `/api/v1/jobs/${encodeURIComponent(String(id))}`;

  return {
    /** Open jobs: `filters` are GET /api/v1/jobs parameters as lib/job-search's toApiQuery writes them. */
    async listJobs({
      pageNumber = 1,
      pageSize = 15,
      searchQuery,
      maxSize = 100,
      filters = {},
      facets = false,
      readerLanguage,
    }: ListJobsParams = {}): Promise<JobList> {
      const query = {
        ...filters,
        pageSize,
        pageNumber,
        searchQuery: searchQuery?.trim(),
        maxSize,
        facets: facets ? "true" : undefined,
        readerLanguage,
      };
      const {
        items: jobs,
        pagination: paging,
        facets: counts,
        suggestion,
      } = await fetchPage(
        jobListBodySchema,
        jobSchema,
        "/api/v1/jobs",
        query,
        { page: pageNumber, pageSize },
        "job",
      );
      return {
        jobs,
        ...paging,
        hasNext: paging.pageNumber < paging.totalPages,
        hasPrevious: paging.pageNumber > 1,
        ...(counts ? { facets: counts } : {}),
        ...(suggestion ? { suggestion } : {}),
      };
    },
    getJob: (id: number | string) => request(jobSchema, "GET", jobPath(id), "a job"),
    getMe: () => request(userMeSchema, "GET", "/api/v1/users/me", "a user"),
    updateMe: (body: UpdateMeBody) =>
      request(userMeSchema, "PUT", "/api/v1/users/me", "a user", { json: body }),
    async listApplicationsForJobseeker(
      jobseekerId: string | number,
      { pageNumber = 1, pageSize = 50 }: { pageNumber?: number; pageSize?: number } = {},
    ): Promise<ApplicationPage> {
      const { items, pagination } = await fetchPage(
        applicationListBodySchema,
        applicationSchema,
        `/api/v1/applications/jobseeker/${encodeURIComponent(String(jobseekerId))}`,
        { pageSize, pageNumber },
        { page: pageNumber, pageSize },
        "application",
      );
      return { applications: items, pagination };
    },
    /** Withdraws the token holder's application (idempotent); someone else's is a 404. */
    withdrawApplication: (id: number) =>
      request(applicationSchema, "POST", `/api/v1/applications/${id}/withdraw`, "an application"),
    async saveJob(jobId: number | string): Promise<void> {
      await call("POST", `${jobPath(jobId)}/save`);
    },
    /**
     * Reports a job as the token's holder, or as a guest known by `clientAddress` (the browser's
     * address, sent as X-Forwarded-For: the product API trusts it from the web app's address only).
     */
    reportJob: (
      jobId: number | string,
      body: JobReportBody,
      { clientAddress }: { clientAddress?: string } = {},
    ) =>
      request(jobReportSchema, "POST", `${jobPath(jobId)}/reports`, "a job report", {
        json: body,
        headers: clientAddress ? { "x-forwarded-for": clientAddress } : undefined,
      }),
    ...accountCalls({ call, parse }),
    ...savedJobsCalls({ call, parse }),
    ...alertsCalls({ call, parse }),
    ...phoneCalls({ call, parse }),
    ...notificationsCalls({ call, parse }),
    ...filesCalls({ call, parse }),
    ...moderationCalls({ call, parse }, jobSchema),
  };
}

export interface ListJobsParams {
  pageNumber?: number;
  pageSize?: number;
  searchQuery?: string;
  maxSize?: number;
  /**
   * Filter and sort parameters (country, city, jobType, remoteOption, experienceLevel, category,
   * language, minSalary, postedWithin, sort); several values comma-separated (`language: "fr,ar"`).
   */
  filters?: Record<string, string>;
  /** Ask for facet counts too (with `facets.language`, the jobs per language of the job). */
  facets?: boolean;
  /** The language the page is read in: without a search query, its jobs come first, each group newest first. */
  readerLanguage?: JobLanguage;
}

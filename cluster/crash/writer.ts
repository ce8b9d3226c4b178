import { randomBytes } from "node:crypto";
import { PDF } from "../load";

// One seeker's writes, as a browser or an app sends them: straight at the product API with a
// bearer token, or through the web server's same-origin /api routes with the session cookie. Each
// write is one of: acknowledged (a 2xx), refused (a 4xx the stream provoked, e.g. a repeat), or
// unknown (no answer, a 5xx: the process died under it, so it may or may not have happened).

export type Outcome = "acked" | "refused" | "unknown";

export interface Via {
  /** "api": the product API at `origin`; "web": the web server's /api routes at `origin`. */
  kind: "api" | "web";
  origin: string;
  /** The site's origin, which the web routes' same-origin check wants in Origin. */
  site: string;
  token: string;
  cookie?: string;
}

export interface Answer {
  outcome: Outcome;
  status: number;
  json?: unknown;
}

const TIMEOUT_MS = 15_000;

async function send(via: Via, method: string, path: string, body?: BodyInit, json = true): Promise<Answer> {
  const headers: Record<string, string> =
    via.kind === "api"
      ? { authorization: `Bearer ${via.token}` }
      : { cookie: via.cookie ?? "", origin: via.site, "sec-fetch-site": "same-origin" };
  if (json && body !== undefined) headers["content-type"] = "application/json";
  if (path.endsWith("applications")) headers["idempotency-key"] = crypto.randomUUID();
  try {
    const res = await fetch(via.origin + path, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    const parsed = text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined;
    const outcome = res.ok ? "acked" : res.status < 500 ? "refused" : "unknown";
    return { outcome, status: res.status, json: parsed };
  } catch {
    return { outcome: "unknown", status: 0 };
  }
}

/** A small valid PDF whose bytes are this upload's own: a file found later is matched to its upload. */
export function uniqueCv(): Buffer {
  const mark = Buffer.from(`%crash ${randomBytes(12).toString("hex")}\n`);
  return Buffer.concat([PDF.subarray(0, 9), mark, PDF.subarray(9)]);
}

const base = (via: Via) => (via.kind === "api" ? "/api/v1" : "/api");

export function writesOf(via: Via) {
  return {
    apply(jobId: number, cv: Buffer) {
      const form = new FormData();
      form.set("jobId", String(jobId));
      form.set("resumeFile", new File([new Uint8Array(cv)], "cv.pdf", { type: "application/pdf" }));
      return send(via, "POST", `${base(via)}/applications`, form, false);
    },
    save(jobId: number, saved: boolean) {
      return send(via, saved ? "POST" : "DELETE", `${base(via)}/jobs/${jobId}/save`);
    },
    createAlert(searchQuery: string) {
      const body =
        via.kind === "api"
          ? { searchQuery, frequency: "daily" }
          : { search: `q=${encodeURIComponent(searchQuery)}`, frequency: "daily" };
      return send(via, "POST", `${base(via)}/alerts`, JSON.stringify(body));
    },
    pauseAlert(id: number, paused: boolean) {
      return send(via, "PATCH", `${base(via)}/alerts/${id}`, JSON.stringify({ paused }));
    },
    deleteAlert(id: number) {
      return send(via, "DELETE", `${base(via)}/alerts/${id}`);
    },
    rename(name: string) {
      const body = via.kind === "api" ? { name } : { name, professionalLicenses: [] };
      return send(via, "PUT", via.kind === "api" ? "/api/v1/users/me" : "/api/me", JSON.stringify(body));
    },
  };
}

/** Reads, always straight from the product API with the seeker's token. */
export async function readState(apiOrigin: string, token: string) {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(apiOrigin + path, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return (await res.json()) as T;
  };
  const marks = await get<{ applied: { jobId: number }[]; saved: { jobId: number }[] }>(
    "/api/v1/users/me/job-marks",
  );
  const { alerts } = await get<{ alerts: { id: number; searchQuery: string; paused: boolean }[] }>(
    "/api/v1/alerts",
  );
  const me = await get<{ name: string }>("/api/v1/users/me");
  const files: { id: number; application: { job: { id: number } } }[] = [];
  for (let page = 1; ; page++) {
    const res = await get<{ files: typeof files; totalPages: number }>(
      `/api/v1/files?kind=resume&pageSize=100&page=${page}`,
    );
    files.push(...res.files);
    if (page >= res.totalPages) break;
  }
  const content = async (fileId: number): Promise<Buffer | null> => {
    const res = await fetch(`${apiOrigin}/api/v1/files/${fileId}/content`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`GET /api/v1/files/${fileId}/content answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  return {
    applied: new Set(marks.applied.map((a) => a.jobId)),
    saved: new Set(marks.saved.map((s) => s.jobId)),
    alerts,
    name: me.name,
    files,
    content,
  };
}

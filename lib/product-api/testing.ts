import type { Transport } from "./transport";
import type { Job } from "./types";

// Test helpers: transports that record requests and answer from a script (client and route handler tests).

interface Recorded {
  path: string;
  method: string;
  headers: Headers;
  body: RequestInit["body"];
}

export function fakeTransport(answer: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Recorded[] = [];
  const transport: Transport = async (path, init) => {
    calls.push({ path, method: init.method ?? "GET", headers: new Headers(init.headers), body: init.body });
    return answer(path, init);
  };
  return { transport, calls };
}

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "content-type": "application/json", ...init.headers },
  });
}

export function pagination(total: number, pages: number, page: number, pageSize: number) {
  return {
    "X-Pagination": JSON.stringify({
      TotalItemCount: total,
      TotalPageCount: pages,
      Page: page,
      PageSize: pageSize,
    }),
  };
}

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 1,
    title: "Junior Data Analyst",
    company: "Safari Analytics",
    location: "Nairobi, Kenya",
    countryCode: "KE",
    jobType: "Full-time",
    remoteOption: 1,
    experienceLevel: "Entry level",
    description: "Turn M-Pesa transaction data into weekly insight for our retail partners.",
    requirements: ["SQL", "Excel"],
    salaryMin: 9000,
    salaryMax: 14000,
    salaryCurrency: "USD",
    benefits: "Medical cover",
    category: "software",
    datePosted: "2025-05-01T08:00:00.000Z",
    deadline: null,
    updatedAt: "2025-05-01T08:00:00.000Z",
    language: "en",
    verifiedEmployer: false,
    riskFlags: [],
    caution: false,
    cautionReasons: [],
    ...overrides,
  };
}

/** For route handler tests: one upstream for the whole file, its answer swapped per test. */
interface UpstreamCall {
  path: string;
  method: string;
  headers: Headers;
  body: RequestInit["body"];
}

export function scriptedUpstream() {
  const calls: UpstreamCall[] = [];
  let answer: (call: UpstreamCall) => Response | Promise<Response> = () =>
    new Response(null, { status: 500 });
  const transport: Transport = async (path, init) => {
    const call = { path, method: init.method ?? "GET", headers: new Headers(init.headers), body: init.body };
    calls.push(call);
    return answer(call);
  };
  return {
    transport,
    calls,
    answer(next: typeof answer) {
      answer = next;
      calls.length = 0;
    },
  };
}

export const signedInSession = {
  expires: "2030-01-01T00:00:00.000Z",
  user: { id: "seeker-1", name: "Amina Okafor", email: "amina@example.com", image: null },
};

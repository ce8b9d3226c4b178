import { createProductApi } from "./client";
import { ApiError } from "./errors";
import { fakeTransport, json, makeJob, pagination } from "./testing";
import { httpTransport } from "./transport";

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("product API client: requests", () => {
  it("sends the bearer token when there is one", async () => {
    const { transport, calls } = fakeTransport(() => json(makeJob()));
    await createProductApi("access-token-1", { transport }).getJob(1);
    expect(calls[0].headers.get("authorization")).toBe("Bearer access-token-1");
  });

  it("sends no Authorization header without a token", async () => {
    const { transport, calls } = fakeTransport(() => json(makeJob()));
    await createProductApi(null, { transport }).getJob(1);
    expect(calls[0].headers.has("authorization")).toBe(false);
  });

  it("lists jobs with the documented defaults (docs/product.md, Rules and limits): pageSize 15, pageNumber 1, maxSize 100", async () => {
    const { transport, calls } = fakeTransport(() => json([], { headers: pagination(0, 0, 1, 15) }));
    await createProductApi(null, { transport }).listJobs();
    expect(calls[0].path).toBe("/api/v1/jobs?pageSize=15&pageNumber=1&maxSize=100");
  });

  it("passes the search query, page and page size through", async () => {
    const { transport, calls } = fakeTransport(() => json([], { headers: pagination(0, 0, 2, 10) }));
    await createProductApi(null, { transport }).listJobs({
      searchQuery: " data analyst ",
      pageNumber: 2,
      pageSize: 10,
    });
    expect(calls[0].path).toBe("/api/v1/jobs?pageSize=10&pageNumber=2&searchQuery=data+analyst&maxSize=100");
  });

  it("sends JSON bodies with a JSON content type", async () => {
    const me = { id: "auth|1", name: "Kofi", username: "kofi", email: null, professionalLicenses: [] };
    const { transport, calls } = fakeTransport(() => json(me));
    await createProductApi("t", { transport }).updateMe({ name: "Kofi", professionalLicenses: [] });
    expect(calls[0]).toMatchObject({
      path: "/api/v1/users/me",
      method: "PUT",
      body: '{"name":"Kofi","professionalLicenses":[]}',
    });
    expect(calls[0].headers.get("content-type")).toBe("application/json");
  });
});

describe("product API client: reports", () => {
  const created = { id: 3, jobId: 8, reason: "asks-for-money", createdAt: "2026-11-23T02:00:00Z" };

  it("posts a guest's report with the browser's address as X-Forwarded-For", async () => {
    const { transport, calls } = fakeTransport(() => json(created, { status: 201 }));
    const report = await createProductApi(null, { transport }).reportJob(
      8,
      { reason: "asks-for-money", details: "Fee of 50 USD" },
      { clientAddress: "203.0.113.9" },
    );
    expect(report).toEqual(created);
    expect(calls[0]).toMatchObject({ method: "POST", path: "/api/v1/jobs/8/reports" });
    expect(calls[0].headers.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(calls[0].headers.has("authorization")).toBe(false);
    expect(JSON.parse(String(calls[0].body))).toEqual({ reason: "asks-for-money", details: "Fee of 50 USD" });
  });

  it("gives a 429's Retry-After in seconds on the ApiError", async () => {
    const { transport } = fakeTransport(() =>
      json({ title: "Too many reports", status: 429 }, { status: 429, headers: { "retry-after": "120" } }),
    );
    const error = await failure(createProductApi("t", { transport }).reportJob(8, { reason: "other" }));
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(120);
  });
});

describe("product API client: paging (X-Pagination)", () => {
  it("takes paging from the X-Pagination header", async () => {
    const jobs = [makeJob({ id: 16 }), makeJob({ id: 17 })];
    const { transport } = fakeTransport(() => json({ jobs }, { headers: pagination(32, 3, 2, 15) }));
    const list = await createProductApi(null, { transport }).listJobs({ pageNumber: 2 });
    expect(list).toEqual({
      jobs,
      totalCount: 32,
      pageNumber: 2,
      pageSize: 15,
      totalPages: 3,
      hasNext: true,
      hasPrevious: true,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("accepts a plain array body", async () => {
    const { transport } = fakeTransport(() => json([makeJob()], { headers: pagination(1, 1, 1, 15) }));
    const list = await createProductApi(null, { transport }).listJobs();
    expect(list.jobs).toHaveLength(1);
    expect(list).toMatchObject({ totalCount: 1, totalPages: 1, hasNext: false, hasPrevious: false });
  });

  it("infers paging from the array length, with a warning, when the header is absent", async () => {
    const jobs = [1, 2, 3].map((id) => makeJob({ id }));
    const { transport } = fakeTransport(() => json(jobs));
    const list = await createProductApi(null, { transport }).listJobs({ pageSize: 2 });
    expect(list).toMatchObject({
      totalCount: 3,
      pageNumber: 1,
      pageSize: 2,
      totalPages: 2,
      hasNext: true,
      hasPrevious: false,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no X-Pagination header"));
  });

  it("infers paging, with a warning, when the header is not JSON", async () => {
    const { transport } = fakeTransport(() => json([makeJob()], { headers: { "X-Pagination": "page=1" } }));
    const list = await createProductApi(null, { transport }).listJobs();
    expect(list).toMatchObject({ totalCount: 1, totalPages: 1, pageNumber: 1 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not JSON"));
  });

  it("infers paging, with a warning, when the header lacks its fields", async () => {
    const { transport } = fakeTransport(() =>
      json([makeJob()], { headers: { "X-Pagination": '{"Total":4}' } }),
    );
    const list = await createProductApi(null, { transport }).listJobs();
    expect(list.totalCount).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("unexpected fields"));
  });

  it("falls back on the body's own paging fields before counting items", async () => {
    const body = { jobs: [makeJob()], totalCount: 40, pageNumber: 3, pageSize: 15, totalPages: 3 };
    const { transport } = fakeTransport(() => json(body));
    const list = await createProductApi(null, { transport }).listJobs({ pageNumber: 3 });
    expect(list).toMatchObject({
      totalCount: 40,
      pageNumber: 3,
      totalPages: 3,
      hasNext: false,
      hasPrevious: true,
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("reads a job seeker's applications: an array plus X-Pagination", async () => {
    const app = { id: 3, status: "pending", createdAt: "2025-05-02T10:00:00Z", job: makeJob({ id: 7 }) };
    const { transport, calls } = fakeTransport(() => json([app], { headers: pagination(51, 2, 2, 50) }));
    const page = await createProductApi("t", { transport }).listApplicationsForJobseeker("user-1", {
      pageNumber: 2,
    });
    expect(calls[0].path).toBe("/api/v1/applications/jobseeker/user-1?pageSize=50&pageNumber=2");
    expect(page.pagination).toEqual({ totalCount: 51, totalPages: 2, pageNumber: 2, pageSize: 50 });
    expect(page.applications[0].job.id).toBe(7);
    // An API without status timelines: the screens show the status alone.
    expect(page.applications[0].timeline).toEqual([]);
  });

  it("withdraws an application and reads its timeline", async () => {
    const timeline = [
      { status: "pending", at: "2025-05-02T10:00:00.000Z", by: "seeker" },
      { status: "Withdrawn", at: "2025-05-03T10:00:00.000Z", by: "seeker" },
    ];
    const app = {
      id: 3,
      status: "Withdrawn",
      createdAt: "2025-05-02T10:00:00.000Z",
      job: makeJob({ id: 7 }),
      timeline,
    };
    const { transport, calls } = fakeTransport(() => json(app));
    const withdrawn = await createProductApi("t", { transport }).withdrawApplication(3);
    expect([calls[0].method, calls[0].path]).toEqual(["POST", "/api/v1/applications/3/withdraw"]);
    expect(withdrawn).toMatchObject({ id: 3, status: "Withdrawn", timeline });
    const bad = fakeTransport(() =>
      json({ ...app, timeline: [{ status: "Withdrawn", at: "x", by: "robot" }] }),
    );
    expect((await failure(createProductApi("t", bad).withdrawApplication(3))).status).toBe("PARSING_ERROR");
  });
});

describe("product API client: failures become ApiError", () => {
  it("gives the HTTP status and the problem body for a non-2xx answer", async () => {
    const problem = { title: "Job not found", status: 404 };
    const { transport } = fakeTransport(() => json(problem, { status: 404 }));
    const error = await failure(createProductApi(null, { transport }).getJob(999));
    expect(error.status).toBe(404);
    expect(error.data).toEqual(problem);
    expect(error.message).toBe("Job not found");
  });

  it("keeps a non-JSON error body as text", async () => {
    const { transport } = fakeTransport(() => new Response("Bad gateway", { status: 502 }));
    const error = await failure(createProductApi(null, { transport }).getJob(1));
    expect(error).toMatchObject({ status: 502, data: "Bad gateway" });
  });

  it("gives FETCH_ERROR when the network fails", async () => {
    const { transport } = fakeTransport(() => Promise.reject(new TypeError("fetch failed")));
    const error = await failure(createProductApi(null, { transport }).listJobs());
    expect(error.status).toBe("FETCH_ERROR");
  });

  it("gives TIMEOUT_ERROR when the API does not answer in time", async () => {
    const { transport } = fakeTransport(() => new Promise<Response>(() => {}));
    const error = await failure(createProductApi(null, { transport, timeoutMs: 20 }).listJobs());
    expect(error.status).toBe("TIMEOUT_ERROR");
  });

  it("gives TIMEOUT_ERROR when fetch itself is aborted by the timeout", async () => {
    const { transport } = fakeTransport(
      (_path, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    const error = await failure(createProductApi(null, { transport, timeoutMs: 20 }).getMe());
    expect(error.status).toBe("TIMEOUT_ERROR");
  });

  it("gives PARSING_ERROR for a body that is not JSON", async () => {
    const { transport } = fakeTransport(() => new Response("<html>oops</html>", { status: 200 }));
    const error = await failure(createProductApi(null, { transport }).getJob(1));
    expect(error.status).toBe("PARSING_ERROR");
  });

  it("gives PARSING_ERROR for JSON of the wrong shape", async () => {
    const { transport } = fakeTransport(() => json({ jobs: [{ id: 1, title: 42 }] }));
    const error = await failure(createProductApi(null, { transport }).listJobs());
    expect(error.status).toBe("PARSING_ERROR");
  });
});

describe("product API client: reshaping", () => {
  it("fills optional job fields and reads numbers and remote options sent as text", async () => {
    const upstream = {
      id: "12",
      title: "Frontend Intern",
      company: "Kigali Digital",
      location: "Kigali, Rwanda",
      jobType: "Internship",
      remoteOption: "Remote",
      description: "Build accessible pages.",
      salaryMin: "3000",
      datePosted: "2025-04-01T00:00:00Z",
    };
    const { transport } = fakeTransport(() => json(upstream));
    const job = await createProductApi(null, { transport }).getJob(12);
    expect(job).toEqual({
      ...upstream,
      id: 12,
      remoteOption: 2,
      salaryMin: 3000,
      salaryMax: null,
      countryCode: "",
      experienceLevel: null,
      requirements: [],
      salaryCurrency: "USD",
      benefits: null,
      category: null,
      deadline: null,
      updatedAt: "2025-04-01T00:00:00Z",
      language: "en",
      verifiedEmployer: false,
      riskFlags: [],
      caution: false,
      cautionReasons: [],
    });
  });

  it("reads the trust fields: verified employer, risk flags, caution and why (unknown reasons dropped)", async () => {
    const upstream = {
      ...makeJob(),
      verifiedEmployer: true,
      riskFlags: ["fee-language"],
      caution: true,
      cautionReasons: ["reports", "flags", "moon-phase"],
    };
    const { transport } = fakeTransport(() => json(upstream));
    const job = await createProductApi(null, { transport }).getJob(1);
    expect(job).toMatchObject({
      verifiedEmployer: true,
      riskFlags: ["fee-language"],
      caution: true,
      cautionReasons: ["reports", "flags"],
    });
  });

  it("reads the verified facet, and a facet list without it", async () => {
    const facets = {
      country: [],
      city: [],
      jobType: [],
      remoteOption: [],
      experienceLevel: [],
      category: [],
      minSalary: [],
      postedWithin: [],
    };
    const answers = [{ ...facets, verified: 7 }, facets];
    const { transport } = fakeTransport(() =>
      json({ jobs: [], totalCount: 0, pageNumber: 1, pageSize: 15, totalPages: 0, facets: answers.shift() }),
    );
    const api = createProductApi(null, { transport });
    expect((await api.listJobs({ facets: true })).facets?.verified).toBe(7);
    expect((await api.listJobs({ facets: true })).facets?.verified).toBeUndefined();
  });

  it("reads a search's suggestion, and leaves out one that is not text", async () => {
    const page = { jobs: [], totalCount: 0, pageNumber: 1, pageSize: 15, totalPages: 0 };
    const answers: unknown[] = [{ ...page, suggestion: "developer" }, { ...page, suggestion: 42 }, page];
    const { transport } = fakeTransport(() => json(answers.shift()));
    const api = createProductApi(null, { transport });
    expect((await api.listJobs({ searchQuery: "devloper" })).suggestion).toBe("developer");
    expect(await api.listJobs({ searchQuery: "devloper" })).not.toHaveProperty("suggestion");
    expect(await api.listJobs({ searchQuery: "developer" })).not.toHaveProperty("suggestion");
  });

  it("reads the current user with an empty license list when none is sent", async () => {
    const { transport } = fakeTransport(() =>
      json({ id: "auth|1", name: "Kofi", email: "kofi@example.com" }),
    );
    const me = await createProductApi("t", { transport }).getMe();
    expect(me).toEqual({
      id: "auth|1",
      name: "Kofi",
      username: "",
      email: "kofi@example.com",
      professionalLicenses: [],
    });
  });

  it("reads the seeker's language, a regional tag as its language, and sends a new one", async () => {
    const answers = [
      { id: "auth|2", name: "Awa", language: "fr-SN" },
      { id: "auth|2", name: "Awa", language: "ar" },
    ];
    const { transport, calls } = fakeTransport(() => json(answers.shift()));
    const api = createProductApi("t", { transport });
    expect((await api.getMe()).language).toBe("fr");
    expect((await api.updateMe({ name: "Awa", language: "ar" })).language).toBe("ar");
    expect(JSON.parse(String(calls[1].body))).toEqual({ name: "Awa", language: "ar" });
  });

  it("reads each job's language, English when an API sends none or one it does not know", async () => {
    const answers = [
      { ...makeJob(), language: "pt" },
      { ...makeJob(), language: undefined },
      { ...makeJob(), language: "de" },
    ];
    const { transport } = fakeTransport(() => json(answers.shift()));
    const api = createProductApi(null, { transport });
    expect((await api.getJob(1)).language).toBe("pt");
    expect((await api.getJob(1)).language).toBe("en");
    expect((await api.getJob(1)).language).toBe("en");
  });

  it("asks for a reader's language and the language filter, and reads the language facet", async () => {
    const facets = {
      country: [],
      city: [],
      jobType: [],
      remoteOption: [],
      experienceLevel: [],
      category: [],
      minSalary: [],
      postedWithin: [],
      language: [{ value: "fr", count: 12 }],
    };
    const { transport, calls } = fakeTransport(() =>
      json({ jobs: [], totalCount: 0, pageNumber: 1, pageSize: 15, totalPages: 0, facets }),
    );
    const list = await createProductApi(null, { transport }).listJobs({
      facets: true,
      filters: { language: "fr,ar" },
      readerLanguage: "fr",
    });
    expect(calls[0].path).toBe(
      "/api/v1/jobs?language=fr%2Car&pageSize=15&pageNumber=1&maxSize=100&facets=true&readerLanguage=fr",
    );
    expect(list.facets?.language).toEqual([{ value: "fr", count: 12 }]);
  });

  it("accepts an empty body for deletes and saves", async () => {
    const { transport, calls } = fakeTransport(() => new Response(null, { status: 204 }));
    const api = createProductApi("t", { transport });
    await expect(api.unsaveJob(5)).resolves.toBeUndefined();
    await expect(api.saveJob(5)).resolves.toBeUndefined();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "DELETE /api/v1/jobs/5/save",
      "POST /api/v1/jobs/5/save",
    ]);
  });
});

describe("product API client: a dropped connection", () => {
  // A real server that closes the socket under the first request it gets, then answers.
  async function flakyServer() {
    const { createServer } = await import("node:http");
    let seen = 0;
    const server = createServer((req, res) => {
      if (++seen === 1) return req.socket.destroy();
      res.writeHead(req.method === "GET" ? 200 : 201, { "content-type": "application/json" });
      res.end(JSON.stringify(makeJob({ id: 7 })));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    return { transport: httpTransport(`http://127.0.0.1:${port}`), seen: () => seen, server };
  }

  it("reads again once, so a page does not fail for a socket the API had just closed", async () => {
    const flaky = await flakyServer();
    try {
      await expect(createProductApi(null, { transport: flaky.transport }).getJob(7)).resolves.toMatchObject({
        id: 7,
      });
      expect(flaky.seen()).toBe(2);
    } finally {
      flaky.server.close();
    }
  });

  it("never sends a write twice", async () => {
    const flaky = await flakyServer();
    try {
      const error = await failure(
        createProductApi("t", { transport: flaky.transport }).reportJob(7, { reason: "other" }),
      );
      expect(error.status).toBe("FETCH_ERROR");
      expect(flaky.seen()).toBe(1);
    } finally {
      flaky.server.close();
    }
  });
});

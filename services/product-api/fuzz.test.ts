import fc from "fast-check";
import { startTestIdentity, type TestIdentity } from "../identity/testing";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "./testing/api";
import { testDatabases } from "./testing/databases";
import { insertTestJob } from "./testing/fixtures";
import {
  encodeBody,
  expectSafeAnswer,
  fromSchema,
  leafPaths,
  TROUBLEMAKERS,
  withLeaf,
  wildBody,
  wildQuery,
  wildSegment,
  wildString,
  type OpenApiDoc,
  type Operation,
} from "./testing/fuzz";

// Every operation of the OpenAPI document (so new routes are fuzzed as soon as they are declared),
// signed out, with a seeker's and with an employer's real token, with generated path parameters,
// queries, headers and bodies: none may answer 5xx or show a stack trace or a database message.

const RUNS = 1500;

let identity: TestIdentity;
let api: TestApi;
let doc: OpenApiDoc;
let operations: { method: string; path: string; operation: Operation }[];
let tokens: { seeker: string; employer: string };
const jobIds: number[] = [];

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  const [seeker, employer] = await Promise.all([
    identity.seekerToken({ name: "Fuzz Seeker" }),
    identity.employerToken(),
  ]);
  tokens = { seeker: seeker.accessToken, employer };
  const pglite = testDatabases.find(([name]) => name === "PGlite")![1];
  api = await startTestApi(pglite, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
  for (let i = 0; i < 3; i++) jobIds.push((await insertTestJob(api.handle.database.db)).id);
  doc = (await (await api.request("/api/v1/openapi.json")).json()) as OpenApiDoc;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}, 120_000);

afterAll(async () => {
  await api?.close();
  await identity?.close();
});

it("finds the operations in the OpenAPI document", () => {
  const names = operations.map(({ method, path }) => `${method} ${path}`);
  expect(names).toEqual(
    expect.arrayContaining(["GET /api/v1/jobs", "PUT /api/v1/users/me", "POST /api/v1/applications"]),
  );
});

it(`answers ${RUNS} generated requests over every operation without a 5xx or internal detail`, async () => {
  const request = fc.integer({ min: 0, max: operations.length - 1 }).chain((index) => {
    const { method, path, operation } = operations[index];
    const params = operation.parameters ?? [];
    const pathNames = params.filter((p) => p.in === "path").map((p) => p.name);
    const queryNames = params.filter((p) => p.in === "query").map((p) => p.name);
    const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
    return fc.record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(method) },
        fc.constantFrom("GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"),
      ),
      path: fc.constant(path),
      segments: fc.tuple(...pathNames.map(() => wildSegment(jobIds))),
      query: wildQuery(queryNames),
      auth: fc.constantFrom<keyof typeof tokens | "none" | "garbage">(
        "seeker",
        "seeker",
        "seeker",
        "employer",
        "employer",
        "none",
        "garbage",
      ),
      body: fc.option(wildBody(doc, media?.schema, contentType === "multipart/form-data" ? ["jobId"] : []), {
        freq: media ? 9 : 1,
        nil: undefined,
      }),
      header: fc.option(fc.tuple(fc.constantFrom("accept", "content-length", "x-forwarded-for"), wildString)),
    });
  });

  await fc.assert(
    fc.asyncProperty(request, async ({ method, path, segments, query, auth, body, header }) => {
      let i = 0;
      const url = path.replace(/\{[^}]+\}/g, () => segments[i++]) + (query ? `?${query}` : "");
      const headers = new Headers();
      if (auth === "garbage") headers.set("authorization", "Bearer not.a.token");
      else if (auth !== "none") headers.set("authorization", `Bearer ${tokens[auth]}`);
      if (header) {
        try {
          headers.set(header[0], header[1]);
        } catch {
          // Not a valid header value: a client could not send it either.
        }
      }
      const init: RequestInit = { method, headers };
      if (body && method !== "GET") {
        const encoded = encodeBody(body);
        init.body = encoded.body;
        if (encoded.contentType) headers.set("content-type", encoded.contentType);
        headers.delete("content-length");
      }
      const label = `${method} ${url.slice(0, 300)} as ${auth}${body ? ` with ${body.kind} body` : ""}`;
      await expectSafeAnswer(await api.request(url, init), label);
    }),
    { numRuns: RUNS },
  );
}, 120_000);

it("answers every JSON body with one field replaced by each troublemaker without a 5xx", async () => {
  let sent = 0;
  for (const { method, path, operation } of operations) {
    const schema = operation.requestBody?.content["application/json"]?.schema;
    if (!schema) continue;
    const [base] = fc.sample(fromSchema(doc, schema), { numRuns: 1, seed: 7 });
    const url = path.replace(/\{[^}]+\}/g, String(jobIds[0]));
    for (const leaf of leafPaths(base))
      for (const value of TROUBLEMAKERS)
        for (const token of [tokens.seeker, tokens.employer]) {
          const body = JSON.stringify(withLeaf(base, leaf, value));
          const res = await api.request(url, {
            method,
            token,
            headers: { "content-type": "application/json" },
            body,
          });
          await expectSafeAnswer(
            res,
            `${method} ${url} with ${leaf.join(".") || "the body"} = ${JSON.stringify(value).slice(0, 40)}`,
          );
          sent++;
        }
  }
  expect(sent).toBeGreaterThan(300);
}, 120_000);

it("reads wild text in search queries without failing", async () => {
  await fc.assert(
    fc.asyncProperty(wildString, async (text) => {
      const url = `/api/v1/jobs?${new URLSearchParams({ searchQuery: text.slice(0, 1000), facets: "true" })}`;
      await expectSafeAnswer(await api.request(url), `GET ${url.slice(0, 200)}`);
    }),
    { numRuns: 200 },
  );
}, 60_000);

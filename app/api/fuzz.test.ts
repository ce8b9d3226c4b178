import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { inScope } from "@/lib/testing/request-scope";
import { SAME_ORIGIN, SITE, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { insertTestJob } from "@/services/product-api/testing/fixtures";
import {
  encodeBody,
  expectSafeAnswer,
  fromSchema,
  leafPaths,
  mutated,
  TROUBLEMAKERS,
  wildBody,
  wildQuery,
  wildSegment,
  wildString,
  withLeaf,
  type OpenApiDoc,
} from "@/services/product-api/testing/fuzz";

// Every route handler under app/api (found on disk, so new ones are fuzzed as they appear), called
// as Next calls it, with generated segments, queries, headers, cookies and bodies, signed out and
// with a real session (a next-auth cookie holding a real seeker's access token) in front of the
// real product API over HTTP and the real identity provider. Only Next's request scope is stood in
// for: next/headers reads the request being handled, and revalidateTag (which needs a Next server)
// is a no-op. No answer may be a 5xx or show a stack trace.

const RUNS = 900;
const REVALIDATE_SECRET = "fuzz-only-revalidate-secret";

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: () => {} }));

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, unknown>> },
) => Promise<Response>;
type Route = { file: string; segments: string[]; handlers: [string, Handler][] };

let stack: RouteStack;
let doc: OpenApiDoc;
let routes: Route[];
let sessions: { seeker: string; failed: string };
const jobIds: number[] = [];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === "route.ts" ? [path] : [];
  });
}

beforeAll(async () => {
  stack = await startRouteStack({ secret: "fuzz-only-session-secret-0123456789abcdef" });
  process.env.REVALIDATE_SECRET = REVALIDATE_SECRET;
  for (let i = 0; i < 2; i++) jobIds.push((await insertTestJob(stack.api.handle.database.db)).id);
  doc = (await (await stack.api.request("/api/v1/openapi.json")).json()) as OpenApiDoc;

  const seeker = await stack.identity.seekerToken({ name: "Fuzz Seeker" });
  sessions = {
    seeker: await stack.sessionCookie({
      sub: seeker.sub,
      name: "Fuzz Seeker",
      email: "fuzz@example.com",
      accessToken: seeker.accessToken,
    }),
    failed: await stack.sessionCookie({ sub: seeker.sub, error: "RefreshAccessTokenError" }),
  };

  const root = join(process.cwd(), "app");
  routes = routeFiles(join(root, "api")).map((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(file) as Record<string, unknown>;
    const handlers = Object.entries(mod).filter(
      (entry): entry is [string, Handler] =>
        /^(GET|POST|PUT|PATCH|DELETE)$/.test(entry[0]) && typeof entry[1] === "function",
    );
    return { file: relative(root, file), segments: relative(root, file).split("/").slice(0, -1), handlers };
  });
}, 150_000);

afterAll(() => stack?.close());

it("finds the route handlers on disk", () => {
  expect(routes.map((r) => r.file)).toEqual(
    expect.arrayContaining([
      "api/me/route.ts",
      "api/applications/route.ts",
      "api/auth/[...nextauth]/route.ts",
    ]),
  );
});

const AUTH_ACTIONS = [
  ["signin"],
  ["signin", "oidc"],
  ["callback", "oidc"],
  ["session"],
  ["csrf"],
  ["providers"],
  ["signout"],
  ["error"],
  ["_log"],
];
const API_PATHS = [
  ["jobs"],
  ["jobs", "1"],
  ["users", "me"],
  ["applications"],
  ["openapi.json"],
  ["jobs", "1", "reports"],
];

/** Values for a dynamic segment: catch-alls get lists, the others one value (as Next passes them, decoded). */
function segmentValue(name: string): fc.Arbitrary<string | string[]> {
  const one = wildSegment(jobIds).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  if (!name.startsWith("[...")) return one;
  const known = name === "[...nextauth]" ? AUTH_ACTIONS : API_PATHS;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    fc.array(one, { minLength: 1, maxLength: 3 }),
  );
}

/** The API's schema for a route handler's body, where one is known: shaped bodies get further in. */
function bodySchemaFor(file: string) {
  const schemas = doc.components?.schemas ?? {};
  if (file === "api/me/route.ts") return schemas.UpdateMe;
  const report = Object.keys(schemas).find((name) => /report/i.test(name) && !/page|list/i.test(name));
  return file.includes("reports") && report ? schemas[report] : undefined;
}

it(`answers ${RUNS} generated requests over every route handler without a 5xx or internal detail`, async () => {
  const request = fc.integer({ min: 0, max: routes.length - 1 }).chain((index) => {
    const route = routes[index];
    const dynamic = route.segments.filter((s) => s.startsWith("["));
    return fc.record({
      route: fc.constant(index),
      handler: fc.integer({ min: 0, max: route.handlers.length - 1 }),
      params: fc.tuple(...dynamic.map(segmentValue)),
      query: fc.oneof(
        wildQuery(["callbackUrl", "pageNumber", "pageSize", "error", "token"]),
        fc.constant(""),
      ),
      session: fc.constantFrom("seeker", "seeker", "none", "failed", "garbage"),
      origin: fc.constantFrom(SITE, SITE, "https://evil.example", null),
      body: fc.option(
        fc.oneof(
          wildBody(doc, bodySchemaFor(route.file), ["jobId", "resumeFile", "coverLetter"]),
          mutated(doc, bodySchemaFor(route.file)).map((value) => ({ kind: "json" as const, value })),
        ),
        { freq: 4, nil: undefined },
      ),
      header: fc.option(
        fc.tuple(
          fc.constantFrom("x-forwarded-for", "x-revalidate-secret", "accept", "cookie", "x-real-ip"),
          fc.oneof(
            wildString,
            fc.constantFrom(REVALIDATE_SECRET, "next-auth.callback-url=foo", "next-auth.csrf-token=x"),
          ),
        ),
      ),
    });
  });

  await fc.assert(
    fc.asyncProperty(
      request,
      async ({ route: index, handler, params, query, session, origin, body, header }) => {
        const route = routes[index];
        const [method, handle] = route.handlers[handler];
        const names = route.segments.filter((s) => s.startsWith("["));
        let i = 0;
        const path = route.segments
          .map((s) => {
            if (!s.startsWith("[")) return s;
            const value = params[i++];
            return (Array.isArray(value) ? value : [value])
              .map((v) => encodeURIComponent(v.toWellFormed()))
              .join("/");
          })
          .join("/");
        const headers = new Headers();
        if (origin) headers.set("origin", origin);
        headers.set("sec-fetch-site", origin === SITE ? "same-origin" : origin ? "cross-site" : "none");
        if (session === "seeker" || session === "failed")
          headers.set("cookie", `next-auth.session-token=${sessions[session]}`);
        if (session === "garbage") headers.set("cookie", "next-auth.session-token=garbage");
        const init: NonNullable<ConstructorParameters<typeof NextRequest>[1]> & { duplex?: "half" } = {
          method,
          headers,
        };
        if (body && method !== "GET") {
          const encoded = encodeBody(body);
          init.body = encoded.body;
          init.duplex = "half";
          if (encoded.contentType) headers.set("content-type", encoded.contentType);
        }
        // Node's HTTP parser turns away other bytes in header values (400) before Next sees them.
        if (header && /^[\t\x20-\x7e\x80-\xff]*$/.test(header[1])) {
          try {
            if (header[0] === "cookie") headers.append("cookie", header[1]);
            else headers.set(header[0], header[1]);
          } catch {
            // Not a valid header value: a client could not send it either.
          }
        }
        // Node's HTTP server answers 431 to a request line and headers over 16 KB before Next sees them.
        const url = `${SITE}/${path}${query ? `?${query}` : ""}`.slice(0, 8000);
        const nextRequest = inScope(new NextRequest(url, init));
        const context = {
          params: Promise.resolve(
            Object.fromEntries(names.map((n, k) => [n.replace(/^\[+(\.\.\.)?|\]+$/g, ""), params[k]])),
          ),
        };
        const label = `${method} ${url.slice(0, 300)} (${session}${body ? `, ${body.kind} body` : ""})`;
        await expectSafeAnswer(await handle(nextRequest, context), label);
      },
    ),
    { numRuns: RUNS },
  );
}, 150_000);

it("answers the profile and report bodies with one field replaced by each troublemaker without a 5xx", async () => {
  let sent = 0;
  for (const route of routes) {
    const schema = bodySchemaFor(route.file);
    const handlers = route.handlers.filter(([method]) => method === "PUT" || method === "POST");
    if (!schema || !handlers.length) continue;
    const [base] = fc.sample(fromSchema(doc, schema), { numRuns: 1, seed: 7 });
    const names = route.segments.filter((s) => s.startsWith("["));
    const params = Object.fromEntries(
      names.map((n) => [n.replace(/^\[+(\.\.\.)?|\]+$/g, ""), String(jobIds[0])]),
    );
    const path = route.segments.map((s) => (s.startsWith("[") ? String(jobIds[0]) : s)).join("/");
    for (const [method, handle] of handlers)
      for (const leaf of leafPaths(base))
        for (const value of TROUBLEMAKERS) {
          const request = stack.request(`/${path}`, {
            method,
            session: sessions.seeker,
            headers: { ...SAME_ORIGIN, "content-type": "application/json" },
            body: JSON.stringify(withLeaf(base, leaf, value)),
          });
          const label = `${method} /${path} with ${leaf.join(".") || "the body"} = ${JSON.stringify(value).slice(0, 40)}`;
          await expectSafeAnswer(await handle(request, { params: Promise.resolve(params) }), label);
          sent++;
        }
  }
  expect(sent).toBeGreaterThan(50);
}, 120_000);

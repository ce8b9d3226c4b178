// Next's request scope, stood in for in route-handler tests: next/headers reads the request being
// handled. A test file mocks next/headers with
//   jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());
// (jest.mock stays in the test file: Jest hoists it). The scope lives on globalThis so that a
// route module loaded in jest.isolateModules, with its own copy of this module, reads the same one.

type Scope = { request: Request | null };
const KEY = Symbol.for("kazi.test.requestScope");

const requestScope: Scope = ((globalThis as Record<symbol, Scope>)[KEY] ??= { request: null });

/** The request the next call to a route handler is handling. */
export function inScope<R extends Request>(request: R): R {
  requestScope.request = request;
  return request;
}

/**
 * The stand-in next/headers: cookies() and headers() of the request in scope.
 * @public (tests load it by name through jest.requireActual, which knip cannot follow)
 */
export function nextHeaders() {
  const { RequestCookies } = jest.requireActual("next/dist/compiled/@edge-runtime/cookies");
  const current = () => new Headers(requestScope.request?.headers);
  return { cookies: async () => new RequestCookies(current()), headers: async () => current() };
}

import type { Instrumentation } from "next";

// A render, route handler or server action that throws: one JSON error line carrying the request's
// id (scripts/web-server.ts gives every request one), next to the trace Next prints itself.
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { loggerFor, pathOf } = await import("./services/operations/logger");
  const id = request.headers["x-request-id"];
  loggerFor("web").error(
    {
      err: error,
      ...(typeof id === "string" && { requestId: id }),
      method: request.method,
      path: pathOf(request.path),
      route: context.routePath,
      routeType: context.routeType,
    },
    "request error",
  );
};

import type { RouteHandler } from "@hono/zod-openapi";
import { NO_STORE } from "../../../operations/health";
import { createRouter, type AppEnv } from "../../lib/app-env";
import type { Readiness } from "./health.readiness";
import * as routes from "./health.routes";

/** GET /health and GET /ready, mounted at /api (outside /api/v1: they are for load balancers). */
export function createHealthRouter(readiness: Readiness) {
  const health: RouteHandler<routes.HealthRoute, AppEnv> = (c) =>
    c.json({ status: "ok" as const }, 200, NO_STORE);
  const ready: RouteHandler<routes.ReadyRoute, AppEnv> = async (c) => {
    const report = await readiness.check();
    return report.status === "ok" ? c.json(report, 200, NO_STORE) : c.json(report, 503, NO_STORE);
  };
  return createRouter().openapi(routes.health, health).openapi(routes.ready, ready);
}

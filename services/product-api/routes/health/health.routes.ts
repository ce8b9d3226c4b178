import { createRoute, z } from "@hono/zod-openapi";

const tags = ["Operations"];
const CheckResult = z.enum(["ok", "fail", "timeout"]);

const HealthSchema = z.object({ status: z.literal("ok") }).openapi("Health");
const ReadySchema = z
  .object({
    status: z.enum(["ok", "fail", "stopping"]),
    checks: z.record(z.string(), CheckResult).optional(),
  })
  .openapi("Readiness");

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const health = createRoute({
  method: "get",
  path: "/health",
  tags,
  summary: "Liveness: the process answers (no dependency is asked)",
  responses: { 200: { description: "Alive", content: json(HealthSchema) } },
});

export const ready = createRoute({
  method: "get",
  path: "/ready",
  tags,
  summary: "Readiness: the database, Redis (when configured) and the file storage answer",
  description:
    "Each check has 2 seconds. 503 when one fails or times out, and while the process shuts down (status `stopping`). Never cached.",
  responses: {
    200: { description: "Ready to serve", content: json(ReadySchema) },
    503: {
      description: "Not ready: a dependency is down, or the process is stopping",
      content: json(ReadySchema),
    },
  },
});

export type HealthRoute = typeof health;
export type ReadyRoute = typeof ready;

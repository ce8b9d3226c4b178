import { createRoute, z } from "@hono/zod-openapi";
import { requirePermission } from "../../lib/auth";
import { bearer, problems } from "../../lib/openapi";
import {
  CompanyListSchema,
  CompanyQuerySchema,
  CompanySchema,
  DecisionListSchema,
  EmployerClientListSchema,
  QueueSchema,
  VerificationSchema,
} from "./moderation.schemas";

const tags = ["Moderation"];
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const moderators = requirePermission("jobs:moderate");

export const queue = createRoute({
  method: "get",
  path: "/moderation/queue",
  tags,
  summary: "Jobs under caution, riskiest first, with why (moderators)",
  security: bearer,
  middleware: moderators,
  responses: {
    200: { description: "At most 100 jobs", content: json(QueueSchema) },
    ...problems(401, 403),
  },
});

export const companies = createRoute({
  method: "get",
  path: "/moderation/companies",
  tags,
  summary: "Employers and whether they are verified (moderators)",
  security: bearer,
  middleware: moderators,
  request: { query: CompanyQuerySchema },
  responses: {
    200: { description: "At most 500 employers, by name", content: json(CompanyListSchema) },
    ...problems(400, 401, 403),
  },
});

export const verify = createRoute({
  method: "post",
  path: "/moderation/companies/verification",
  tags,
  summary: "Verify or unverify an employer (moderators)",
  description:
    "Jobs carry their employer by name: every job with this name (case-insensitive) gains or loses " +
    "verifiedEmployer. The decision goes into the moderation log.",
  security: bearer,
  middleware: moderators,
  request: { body: { required: true, content: json(VerificationSchema) } },
  responses: {
    200: { description: "The employer after the decision", content: json(CompanySchema) },
    ...problems(401, 403, 404, 422),
  },
});

export const log = createRoute({
  method: "get",
  path: "/moderation/decisions",
  tags,
  summary: "The moderation log: every decision, newest first (moderators)",
  security: bearer,
  middleware: moderators,
  responses: {
    200: { description: "The newest 200 decisions", content: json(DecisionListSchema) },
    ...problems(401, 403),
  },
});

export const clients = createRoute({
  method: "get",
  path: "/moderation/clients",
  tags,
  summary: "Employers' systems on the embedded identity provider, with their last use (moderators)",
  security: bearer,
  middleware: moderators,
  responses: {
    200: { description: "Every registered client", content: json(EmployerClientListSchema) },
    ...problems(401, 403),
  },
});

export type QueueRoute = typeof queue;
export type ClientsRoute = typeof clients;
export type CompaniesRoute = typeof companies;
export type VerifyRoute = typeof verify;
export type LogRoute = typeof log;

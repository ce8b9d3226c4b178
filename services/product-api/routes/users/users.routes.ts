import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../lib/auth";
import { bearer, problems } from "../../lib/openapi";
import { UpdateMeSchema, UserMeSchema } from "./users.schemas";

const tags = ["Users"];
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const getMe = createRoute({
  method: "get",
  path: "/users/me",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "The signed-in job seeker (created from the access token on first use)",
  responses: { 200: { description: "The caller's profile", content: json(UserMeSchema) }, ...problems(401) },
});

export const updateMe = createRoute({
  method: "put",
  path: "/users/me",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Save name, username and the full list of professional licenses",
  request: { body: { required: true, content: json(UpdateMeSchema) } },
  responses: {
    200: { description: "The saved profile", content: json(UserMeSchema) },
    ...problems(401, 409, 413, 422),
  },
});

export type GetMeRoute = typeof getMe;
export type UpdateMeRoute = typeof updateMe;

import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { ensureUser, loadMe, saveMe } from "./users.queries";
import type { GetMeRoute, UpdateMeRoute } from "./users.routes";

export const getMe: RouteHandler<GetMeRoute, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const user = await ensureUser(db, currentUser(c));
  return c.json(await loadMe(db, user), 200);
};

export const updateMe: RouteHandler<UpdateMeRoute, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const user = await ensureUser(db, currentUser(c));
  await saveMe(db, user.id, c.req.valid("json"));
  return c.json(await loadMe(db, await ensureUser(db, currentUser(c))), 200);
};

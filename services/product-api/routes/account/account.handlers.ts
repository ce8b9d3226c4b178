import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { ensureUser } from "../users/users.queries";
import { deleteAccount, loadMyData } from "./account.queries";
import type { DeleteMeRoute, ExportMyDataRoute } from "./account.routes";
import { removeStoredFiles } from "./file-deletions";

export const exportMyData: RouteHandler<ExportMyDataRoute, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const user = await ensureUser(db, currentUser(c));
  c.header("cache-control", "private, no-store");
  return c.json(await loadMyData(db, user), 200);
};

export const deleteMe: RouteHandler<DeleteMeRoute, AppEnv> = async (c) => {
  const { db, storage } = c.var.deps;
  const keys = await deleteAccount(db, currentUser(c).sub);
  await removeStoredFiles(db, storage, keys);
  return c.body(null, 204);
};

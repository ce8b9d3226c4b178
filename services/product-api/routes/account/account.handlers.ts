import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { ensureUser } from "../users/users.queries";
import { deleteAccount, loadMyData } from "./account.queries";
import type {
  CheckMySessionRoute,
  DeleteMeRoute,
  EndMySessionsRoute,
  ExportMyDataRoute,
} from "./account.routes";
import { removeStoredFiles } from "./file-deletions";

export const exportMyData: RouteHandler<ExportMyDataRoute, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const user = await ensureUser(db, currentUser(c));
  c.header("cache-control", "private, no-store");
  return c.json(await loadMyData(db, user), 200);
};

export const deleteMe: RouteHandler<DeleteMeRoute, AppEnv> = async (c) => {
  const { db, storage, revocations } = c.var.deps;
  const { sub } = currentUser(c);
  // Revoked first: a later request with one of the caller's tokens is refused rather than seen as a
  // new user (users.queries.ts, ensureUser), whichever instance it reaches.
  await revocations.revokeUser(sub);
  const keys = await deleteAccount(db, sub);
  await removeStoredFiles(db, storage, keys);
  return c.body(null, 204);
};

export const endMySessions: RouteHandler<EndMySessionsRoute, AppEnv> = async (c) => {
  await c.var.deps.revocations.revokeSession(currentUser(c));
  return c.body(null, 204);
};

/** requireUser has checked the token and the revocation list; nothing else to do. */
export const checkMySession: RouteHandler<CheckMySessionRoute, AppEnv> = (c) => c.body(null, 204);

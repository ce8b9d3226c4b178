import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { setPaginationHeader, totalPages } from "../../lib/pagination";
import { ApiProblem } from "../../lib/problem";
import { sendStoredFile } from "./send-file";
import type { DownloadRoute, ListMineRoute } from "./files.routes";
import { findOwnFile, listFiles } from "./files.queries";

const fileNotFound = () =>
  new ApiProblem(404, "File not found", { detail: "This file does not exist or is not yours." });

export const listMine: RouteHandler<ListMineRoute, AppEnv> = async (c) => {
  const { kind, page, pageSize } = c.req.valid("query");
  const { files, total } = await listFiles(
    c.var.deps.db,
    currentUser(c).sub,
    kind,
    pageSize,
    (page - 1) * pageSize,
  );
  const paging = { total, page, pageSize };
  setPaginationHeader(c, paging);
  c.header("cache-control", "private, no-store");
  return c.json({ files, totalCount: total, page, pageSize, totalPages: totalPages(paging) }, 200);
};

export const download: RouteHandler<DownloadRoute, AppEnv> = async (c) => {
  const { fileId } = c.req.valid("param");
  const file = await findOwnFile(c.var.deps.db, currentUser(c).sub, fileId);
  if (!file) throw fileNotFound();
  return sendStoredFile(c, file, fileNotFound);
};

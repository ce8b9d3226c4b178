import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { setPaginationHeader, totalPages } from "../../lib/pagination";
import { ApiProblem } from "../../lib/problem";
import { contentDisposition } from "./content-disposition";
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
  const { db, storage } = c.var.deps;
  const file = await findOwnFile(db, currentUser(c).sub, fileId);
  if (!file) throw fileNotFound();
  const body = await storage.read(file.storageKey);
  if (!body) {
    console.warn(`[product-api] file ${file.id} has a row but no stored object`);
    throw fileNotFound();
  }
  return c.body(body, 200, {
    "content-type": file.contentType,
    "content-length": String(file.sizeBytes),
    "content-disposition": contentDisposition(file.originalName),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  });
};

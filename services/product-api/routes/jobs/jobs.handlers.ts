import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { assertCompanyAccess } from "../../lib/company-access";
import { setPaginationHeader, totalPages } from "../../lib/pagination";
import { ApiProblem } from "../../lib/problem";
import { removeStoredFiles } from "../account/file-deletions";
import { correctedQuery, parseSearchQuery } from "../../search/query";
import { jobsChanged } from "./jobs-changed";
import { deleteJob, findJob, findJobsByIds, insertJob, toJob, updateJob } from "./jobs.queries";
import type { CreateRoute, GetOneRoute, ListRoute, RemoveRoute, UpdateRoute } from "./jobs.routes";
import { HARD_MAX_PAGE_SIZE, POSTED_PERIODS, REMOTE_FILTER_VALUES, SALARY_STEPS } from "./jobs.schemas";

export const jobNotFound = () =>
  new ApiProblem(404, "Job not found", {
    detail: "The job you are looking for does not exist or has been removed.",
  });

export const list: RouteHandler<ListRoute, AppEnv> = async (c) => {
  const query = c.req.valid("query");
  const pageSize = Math.min(query.pageSize, query.maxSize, HARD_MAX_PAGE_SIZE);
  const { pageNumber } = query;
  const text = query.searchQuery?.trim() ? parseSearchQuery(query.searchQuery) : null;
  const hasText = !!text && (text.groups.length > 0 || text.negatives.length > 0);
  const now = Date.now();
  const posted = POSTED_PERIODS.find(([name]) => name === query.postedWithin);
  const { ids, total, facets, corrections } = await c.var.deps.search.search({
    text: hasText ? text : null,
    filters: {
      country: query.country,
      city: query.city,
      jobType: query.jobType,
      remoteOption: query.remoteOption?.map((v) => REMOTE_FILTER_VALUES.indexOf(v)),
      experienceLevel: query.experienceLevel,
      category: query.category,
      minSalary: query.minSalary,
      postedSince: posted ? now - posted[1] : undefined,
      verified: query.verified,
      language: query.language,
    },
    sort: query.sort ?? (hasText ? "relevance" : "newest"),
    readerLanguage: query.readerLanguage,
    offset: (pageNumber - 1) * pageSize,
    limit: pageSize,
    facets: query.facets ? { salarySteps: SALARY_STEPS, postedPeriods: POSTED_PERIODS } : undefined,
    now,
  });
  // The index drops caution jobs within its catch-up interval; the rows say so at once. Read from the
  // replica when it holds all the index does (search/job-search.ts).
  const rows = (await findJobsByIds(c.var.deps.search.rowsDb(), ids)).filter((row) => !row.caution);
  const paging = { total, page: pageNumber, pageSize };
  setPaginationHeader(c, paging);
  const pages = totalPages(paging);
  return c.json(
    {
      jobs: rows.map(toJob),
      totalCount: total,
      pageNumber,
      pageSize,
      totalPages: pages,
      hasNext: pageNumber < pages,
      hasPrevious: pageNumber > 1,
      ...(facets ? { facets } : {}),
      ...(corrections ? { suggestion: correctedQuery(query.searchQuery!, corrections) } : {}),
    },
    200,
  );
};

export const getOne: RouteHandler<GetOneRoute, AppEnv> = async (c) => {
  // From the primary, not the replica: this is what the web app reads when it renders a job page
  // again after a write's revalidation, and a lagging copy would stay cached until the next one.
  // One row by key, and job pages are cached, so it costs the primary little.
  const row = await findJob(c.var.deps.db, c.req.valid("param").id);
  if (!row) throw jobNotFound();
  return c.json(toJob(row), 200);
};

export const create: RouteHandler<CreateRoute, AppEnv> = async (c) => {
  const input = c.req.valid("json");
  const user = currentUser(c);
  assertCompanyAccess(user, input.company);
  const row = await insertJob(c.var.deps.db, input, user);
  await jobsChanged(c, [row.id]);
  return c.json(toJob(row), 201, { Location: `/api/v1/jobs/${row.id}` });
};

export const update: RouteHandler<UpdateRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const changes = c.req.valid("json");
  const { db } = c.var.deps;
  const user = currentUser(c);
  const current = await findJob(db, id);
  if (!current) throw jobNotFound();
  assertCompanyAccess(user, current.company);
  if (changes.company !== undefined) assertCompanyAccess(user, changes.company);
  const salaryMin = changes.salaryMin === undefined ? current.salaryMin : changes.salaryMin;
  const salaryMax = changes.salaryMax === undefined ? current.salaryMax : changes.salaryMax;
  if (salaryMin != null && salaryMax != null && salaryMin > salaryMax) {
    const errors = { salaryMax: ["salaryMin must not be above salaryMax"] };
    throw new ApiProblem(422, "The request body is invalid.", { detail: errors.salaryMax[0], errors });
  }
  const row = await updateJob(db, current, changes, user);
  if (!row) throw jobNotFound();
  await jobsChanged(c, [id]);
  return c.json(toJob(row), 200);
};

export const remove: RouteHandler<RemoveRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { db, storage } = c.var.deps;
  const user = currentUser(c);
  const current = await findJob(db, id);
  if (!current) throw jobNotFound();
  assertCompanyAccess(user, current.company);
  const { deleted, fileKeys } = await deleteJob(db, id, user);
  if (!deleted) throw jobNotFound();
  await jobsChanged(c, [id]);
  // Never throws: a file the store cannot remove now stays listed for a later pass.
  await removeStoredFiles(db, storage, fileKeys);
  return c.body(null, 204);
};

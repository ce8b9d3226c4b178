import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../lib/auth";
import { bearer, problems } from "../../lib/openapi";
import { MyDataSchema } from "./account.schemas";

const tags = ["Account"];
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const exportMyData = createRoute({
  method: "get",
  path: "/users/me/export",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Everything Kazi holds about the caller, as one JSON document",
  description:
    "Profile, licenses, applications with their files' metadata (the files themselves are downloaded by id), saved jobs, job alerts and the jobs the caller reported.",
  responses: { 200: { description: "The caller's data", content: json(MyDataSchema) }, ...problems(401) },
});

export const deleteMe = createRoute({
  method: "delete",
  path: "/users/me",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Delete the caller's account and everything of theirs",
  description:
    "Removes the profile, licenses, applications and their stored files, saved jobs and job alerts, in one transaction; the files go once it has committed. Reports the caller made stay as anonymous counts: their link to the caller and their free-text details are removed. The caller's access tokens are refused from then on. The sign-in account at the identity provider is not touched. 204 also when nothing was stored.",
  responses: { 204: { description: "Deleted (or there was nothing to delete)" }, ...problems(401) },
});

export const endMySessions = createRoute({
  method: "delete",
  path: "/users/me/sessions",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Log the caller out everywhere",
  description:
    "Every access token issued to the caller until now is refused from now on, by every instance, though it has not expired; tokens issued later (a new sign-in) work. The web app calls it when the user logs out; refresh tokens are the identity provider's to revoke.",
  responses: { 204: { description: "Logged out" }, ...problems(401) },
});

export const checkMySession = createRoute({
  method: "get",
  path: "/users/me/session",
  tags,
  security: bearer,
  middleware: requireUser,
  summary: "Whether the caller's session is still on",
  description:
    "204 while the access token is valid and its session has not ended; 401 otherwise, with the session-ended problem type when the caller logged out, deleted the account or the provider revoked the sign-in. Reads only the revocation list: the web app asks it whenever it shows a session.",
  responses: { 204: { description: "The session is on" }, ...problems(401) },
});

export type ExportMyDataRoute = typeof exportMyData;
export type DeleteMeRoute = typeof deleteMe;
export type EndMySessionsRoute = typeof endMySessions;
export type CheckMySessionRoute = typeof checkMySession;

import { createRouter } from "../../lib/app-env";
import { badRequestHook } from "../../lib/bad-request-hook";
import * as handlers from "./reports.handlers";
import * as routes from "./reports.routes";

export const reportsRouter = createRouter()
  .openapi(routes.create, handlers.create, badRequestHook)
  .openapi(routes.list, handlers.list);

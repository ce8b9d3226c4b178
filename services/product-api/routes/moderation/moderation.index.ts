import { createRouter } from "../../lib/app-env";
import { badRequestHook } from "../../lib/bad-request-hook";
import * as handlers from "./moderation.handlers";
import * as routes from "./moderation.routes";

export const moderationRouter = createRouter()
  .openapi(routes.queue, handlers.queue)
  .openapi(routes.companies, handlers.companies, badRequestHook)
  .openapi(routes.verify, handlers.verify, badRequestHook)
  .openapi(routes.log, handlers.log)
  .openapi(routes.clients, handlers.clients);

import { createRouter } from "../../lib/app-env";
import * as handlers from "./jobs.handlers";
import * as routes from "./jobs.routes";

export const jobsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

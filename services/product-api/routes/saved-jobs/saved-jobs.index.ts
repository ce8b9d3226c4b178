import { createRouter } from "../../lib/app-env";
import * as handlers from "./saved-jobs.handlers";
import * as routes from "./saved-jobs.routes";

export const savedJobsRouter = createRouter()
  .openapi(routes.save, handlers.save)
  .openapi(routes.unsave, handlers.unsave)
  .openapi(routes.listSaved, handlers.listSaved)
  .openapi(routes.jobMarks, handlers.jobMarks)
  .openapi(routes.myApplication, handlers.myApplication);

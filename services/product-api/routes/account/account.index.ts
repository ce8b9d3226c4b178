import { createRouter } from "../../lib/app-env";
import * as handlers from "./account.handlers";
import * as routes from "./account.routes";

export const accountRouter = createRouter()
  .openapi(routes.exportMyData, handlers.exportMyData)
  .openapi(routes.deleteMe, handlers.deleteMe)
  .openapi(routes.endMySessions, handlers.endMySessions)
  .openapi(routes.checkMySession, handlers.checkMySession);

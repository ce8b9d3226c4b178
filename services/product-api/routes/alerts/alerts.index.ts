import { createRouter } from "../../lib/app-env";
import * as handlers from "./alerts.handlers";
import * as routes from "./alerts.routes";

// The fixed paths (unsubscribe, digests) are registered before /alerts/{id}.
export const alertsRouter = createRouter()
  .openapi(routes.unsubscribe, handlers.unsubscribe)
  .openapi(routes.runDigests, handlers.runDigests)
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

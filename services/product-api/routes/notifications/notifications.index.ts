import { createRouter } from "../../lib/app-env";
import * as handlers from "./notifications.handlers";
import * as routes from "./notifications.routes";

export const notificationsRouter = createRouter()
  .openapi(routes.read, handlers.read)
  .openapi(routes.write, handlers.write)
  .openapi(routes.subscribe, handlers.subscribe)
  .openapi(routes.unsubscribe, handlers.unsubscribe)
  .openapi(routes.off, handlers.off)
  .openapi(routes.deadLetters, handlers.deadLetters);

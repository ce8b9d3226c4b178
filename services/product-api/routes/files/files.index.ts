import { createRouter } from "../../lib/app-env";
import * as handlers from "./files.handlers";
import * as routes from "./files.routes";

export const filesRouter = createRouter()
  .openapi(routes.listMine, handlers.listMine)
  .openapi(routes.download, handlers.download);

import { createRouter } from "../../lib/app-env";
import * as handlers from "./imports.handlers";
import * as routes from "./imports.routes";

export const importsRouter = createRouter().openapi(routes.listFeeds, handlers.listFeeds);

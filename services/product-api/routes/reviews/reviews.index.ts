import { createRouter } from "../../lib/app-env";
import { badRequestHook } from "../../lib/bad-request-hook";
import * as handlers from "./reviews.handlers";
import * as routes from "./reviews.routes";

export const reviewsRouter = createRouter().openapi(routes.create, handlers.create, badRequestHook);

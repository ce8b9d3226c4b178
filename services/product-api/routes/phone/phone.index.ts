import { createRouter } from "../../lib/app-env";
import * as handlers from "./phone.handlers";
import * as routes from "./phone.routes";
import { handleIncoming, incoming } from "./phone-webhook";

export const phoneRouter = createRouter()
  .openapi(routes.getPhone, handlers.getPhone)
  .openapi(routes.sendCode, handlers.sendCode)
  .openapi(routes.verifyCode, handlers.verifyCode)
  .openapi(routes.setChannels, handlers.setChannels)
  .openapi(routes.removePhone, handlers.removePhone)
  .openapi(incoming, handleIncoming);

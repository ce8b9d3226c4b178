import { createRouter } from "../../lib/app-env";
import * as handlers from "./applications.handlers";
import * as routes from "./applications.routes";
import * as employer from "./employer.handlers";
import * as employerRoutes from "./employer.routes";

export const applicationsRouter = createRouter()
  .openapi(routes.submit, handlers.submit)
  .openapi(routes.listMine, handlers.listMine)
  .openapi(routes.listForJobseeker, handlers.listForJobseeker)
  .openapi(routes.apply, handlers.apply)
  .openapi(routes.updateStatus, handlers.updateStatus)
  .openapi(routes.withdraw, handlers.withdraw)
  .openapi(employerRoutes.listForJob, employer.listForJob)
  .openapi(employerRoutes.downloadFile, employer.downloadFile);

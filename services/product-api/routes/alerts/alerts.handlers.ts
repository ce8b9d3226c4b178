import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { currentUser } from "../../lib/auth";
import { ApiProblem } from "../../lib/problem";
import { refuseUnconfigured } from "../notifications/notifications.handlers";
import { ensureUser } from "../users/users.queries";
import { hasCriteria, toApiAlert, toStoredCriteria } from "./alert-criteria";
import { alertNotFound, createAlert, deleteAlert, listAlerts, updateAlert } from "./alerts.queries";
import type {
  CreateRoute,
  ListRoute,
  RemoveRoute,
  RunDigestsRoute,
  UnsubscribeRoute,
  UpdateRoute,
} from "./alerts.routes";
import { runDigestPass } from "./digest";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

const VERIFY_EMAIL_FOR_ALERTS = "Verify your email address before creating job alerts. We sent you a link.";

export const create: RouteHandler<CreateRoute, AppEnv> = async (c) => {
  const caller = currentUser(c);
  if (caller.emailVerified === false)
    throw new ApiProblem(403, "Email address not verified.", { detail: VERIFY_EMAIL_FOR_ALERTS });
  const { frequency, ...criteria } = c.req.valid("json");
  const stored = toStoredCriteria(criteria);
  if (!hasCriteria(stored)) {
    const detail = "Search for something or choose a filter before creating an alert.";
    throw new ApiProblem(422, "The request body is invalid.", { detail, errors: { searchQuery: [detail] } });
  }
  const { db } = c.var.deps;
  const user = await ensureUser(db, caller);
  if (!user.email)
    throw new ApiProblem(422, "No email address.", {
      detail: "Your account has no email address to send job alerts to.",
    });
  const { row, created } = await createAlert(db, user.id, { ...stored, frequency });
  return created ? c.json(toApiAlert(row), 201) : c.json(toApiAlert(row), 200);
};

export const list: RouteHandler<ListRoute, AppEnv> = async (c) => {
  const rows = await listAlerts(c.var.deps.db, currentUser(c).sub);
  return c.json({ alerts: rows.map(toApiAlert) }, 200);
};

export const update: RouteHandler<UpdateRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const changes = c.req.valid("json");
  refuseUnconfigured(c, changes.channels, "channels");
  const row = await updateAlert(c.var.deps.db, currentUser(c).sub, id, changes);
  return c.json(toApiAlert(row), 200);
};

export const remove: RouteHandler<RemoveRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  if (!(await deleteAlert(c.var.deps.db, id, currentUser(c).sub))) throw alertNotFound();
  return c.body(null, 204);
};

export const unsubscribe: RouteHandler<UnsubscribeRoute, AppEnv> = async (c) => {
  const alertId = verifyUnsubscribeToken(c.var.deps.alerts.secret, c.req.valid("json").token);
  if (alertId === null)
    throw new ApiProblem(400, "Invalid unsubscribe link.", {
      detail:
        "This unsubscribe link is not valid. Copy the whole link from the email, or manage your alerts on the Alerts page.",
    });
  await deleteAlert(c.var.deps.db, alertId);
  return c.json({ unsubscribed: true as const, alertId }, 200);
};

export const runDigests: RouteHandler<RunDigestsRoute, AppEnv> = async (c) => {
  const { db, search, alerts, notifier } = c.var.deps;
  if (!alerts.mailer) throw new ApiProblem(503, "Mail is not configured for this API instance.");
  const result = await runDigestPass({ db, search, ...alerts, mailer: alerts.mailer, notifier });
  return c.json(result, 200);
};

import { z } from "zod";
import type { JobAlert, JobAlertInput } from "@/services/product-api/contract";
import { CHANNEL_NAMES, type ChannelName } from "@/services/product-api/notify/channel";

// Job alerts: the product API's routes/alerts (an alert is a search mailed daily or weekly).

export type { JobAlert, JobAlertInput };
export type AlertFrequency = JobAlert["frequency"];

const frequency = z.enum(["daily", "weekly"]);
const jobAlertSchema: z.ZodType<JobAlert> = z.object({
  id: z.number().int(),
  searchQuery: z.string(),
  country: z.array(z.string()),
  city: z.array(z.string()),
  jobType: z.array(z.string()),
  remoteOption: z.array(z.string()),
  experienceLevel: z.array(z.string()),
  category: z.array(z.string()),
  minSalary: z.number().int().nullable(),
  verified: z.boolean(),
  frequency,
  paused: z.boolean(),
  channels: z.array(z.enum(CHANNEL_NAMES)),
  createdAt: z.string(),
  lastDigestAt: z.string().nullable(),
});

/** What these calls (and the phone's, phone.ts) need of the client (client.ts). */
export interface AlertsHttp {
  call(
    method: string,
    path: string,
    init?: { json?: unknown },
  ): Promise<{ response: Response; text: string }>;
  parse<T>(schema: z.ZodType<T>, text: string, what: string): T;
}

export function alertsCalls({ call, parse }: AlertsHttp) {
  const path = (id: number) => `/api/v1/alerts/${id}`;
  return {
    /** Creates the alert, or returns the seeker's alert for the same search (`created: false`). */
    async createAlert(input: JobAlertInput): Promise<{ alert: JobAlert; created: boolean }> {
      const { response, text } = await call("POST", "/api/v1/alerts", { json: input });
      return { alert: parse(jobAlertSchema, text, "a job alert"), created: response.status === 201 };
    },
    async listAlerts(): Promise<JobAlert[]> {
      const { text } = await call("GET", "/api/v1/alerts");
      return parse(z.object({ alerts: z.array(jobAlertSchema) }), text, "a job alert list").alerts;
    },
    async updateAlert(
      id: number,
      changes: { paused?: boolean; frequency?: AlertFrequency; channels?: ChannelName[] },
    ) {
      const { text } = await call("PATCH", path(id), { json: changes });
      return parse(jobAlertSchema, text, "a job alert");
    },
    async deleteAlert(id: number): Promise<void> {
      await call("DELETE", path(id));
    },
    /** Unsubscribes with the signed token of an alert mail; no sign-in. */
    async unsubscribeAlert(token: string): Promise<void> {
      await call("POST", "/api/v1/alerts/unsubscribe", { json: { token } });
    },
  };
}

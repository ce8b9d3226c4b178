import { healthResponse } from "@/services/operations/health";

// Liveness: this process answers. Asks nothing else, so a database outage never restarts the web app.
export const dynamic = "force-dynamic";

export function GET() {
  return healthResponse({ status: "ok" });
}

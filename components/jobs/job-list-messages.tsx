import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { JOB_LIST_MESSAGES, JOBS_SCREEN_MESSAGES } from "./message-paths";

const SCREENS = { jobs: JOBS_SCREEN_MESSAGES, landing: JOB_LIST_MESSAGES };

/**
 * The messages of a job list's client components: on /jobs (browse and search) the list with its
 * hero, search box, filters and error screen; on a landing page the cards and pagination alone.
 */
export function JobListMessages({ screen, children }: { screen: keyof typeof SCREENS; children: ReactNode }) {
  return <ClientMessages namespaces={SCREENS[screen]}>{children}</ClientMessages>;
}

"use client";

import { useTranslations } from "@/components/i18n/client";
import { ListSkeleton, QueryListStates } from "@/components/ui/query-list-states";
import { ApplicationCard, ApplicationCardSkeleton } from "./application-card";
import { ApplicationsEmpty } from "./applications-empty";
import { useApplications } from "./use-applications";

export function ApplicationsSkeleton() {
  const t = useTranslations("applications");
  return <ListSkeleton label={t("loading")} card={<ApplicationCardSkeleton />} />;
}

export function ApplicationsList() {
  const t = useTranslations("applications");
  return (
    <QueryListStates
      query={useApplications()}
      skeleton={<ApplicationsSkeleton />}
      errorTitle={t("errorTitle")}
      errorMessage={t("errorMessage")}
    >
      {(data) =>
        data.applications.length === 0 ? (
          <ApplicationsEmpty />
        ) : (
          <ul className="grid gap-4">
            {data.applications.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryListStates>
  );
}

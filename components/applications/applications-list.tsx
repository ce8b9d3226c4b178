"use client";

import { ListSkeleton, QueryListStates } from "@/components/ui/query-list-states";
import { ApplicationCard, ApplicationCardSkeleton } from "./application-card";
import { ApplicationsEmpty } from "./applications-empty";
import { useApplications } from "./use-applications";

export function ApplicationsSkeleton() {
  return <ListSkeleton label="Loading your applications" card={<ApplicationCardSkeleton />} />;
}

export function ApplicationsList() {
  return (
    <QueryListStates
      query={useApplications()}
      skeleton={<ApplicationsSkeleton />}
      errorTitle="Could not load your applications"
      errorMessage="We couldn't fetch your applications right now. Please try again."
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

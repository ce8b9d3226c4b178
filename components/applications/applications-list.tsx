"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { StatusMessage } from "@/components/ui/status-message";
import { isUnauthorized } from "@/components/providers/http";
import { ApplicationCard, ApplicationCardSkeleton } from "./application-card";
import { ApplicationsEmpty } from "./applications-empty";
import { useApplications } from "./use-applications";

export function ApplicationsSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading your applications">
      <ApplicationCardSkeleton />
      <ApplicationCardSkeleton />
      <ApplicationCardSkeleton />
    </div>
  );
}

export function ApplicationsList() {
  const { data, error, isPending, refetch, isRefetching } = useApplications();

  if (isPending) return <ApplicationsSkeleton />;
  if (isUnauthorized(error)) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label="Your session has ended. Logging you out" />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div role="alert">
        <StatusMessage
          title="Could not load your applications"
          message="We couldn't fetch your applications right now. Please try again."
          headingLevel={2}
        >
          <Button onClick={() => refetch()} disabled={isRefetching}>
            Try Again
          </Button>
        </StatusMessage>
      </div>
    );
  }
  if (data.applications.length === 0) return <ApplicationsEmpty />;
  return (
    <ul className="grid gap-4">
      {data.applications.map((application) => (
        <li key={application.id}>
          <ApplicationCard application={application} />
        </li>
      ))}
    </ul>
  );
}

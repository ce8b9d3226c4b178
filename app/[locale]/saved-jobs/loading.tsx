import { ClientMessages } from "@/components/i18n/client-messages";
import { PageContainer } from "@/components/layout/page-container";
import { SavedJobsSkeleton } from "@/components/saved-jobs/saved-jobs-list";
import { Skeleton } from "@/components/ui/skeleton";

export default function SavedJobsLoading() {
  return (
    <PageContainer>
      <div className="mb-8">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="mt-2 h-5 w-80 max-w-full" />
      </div>
      <ClientMessages namespaces={["savedJobs"]}>
        <SavedJobsSkeleton />
      </ClientMessages>
    </PageContainer>
  );
}

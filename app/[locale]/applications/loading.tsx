import { ApplicationsSkeleton } from "@/components/applications/applications-list";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageContainer } from "@/components/layout/page-container";
import { Skeleton } from "@/components/ui/skeleton";

export default function ApplicationsLoading() {
  return (
    <PageContainer>
      <div className="mb-8">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-2 h-5 w-80 max-w-full" />
      </div>
      <ClientMessages namespaces={["applications"]}>
        <ApplicationsSkeleton />
      </ClientMessages>
    </PageContainer>
  );
}

import { ClientMessages } from "@/components/i18n/client-messages";
import { PageContainer } from "@/components/layout/page-container";
import { ProfileSpinner } from "@/components/profile/profile-states";

export default function ProfileLoading() {
  return (
    <PageContainer>
      <ClientMessages namespaces={["profile.loading"]}>
        <ProfileSpinner />
      </ClientMessages>
    </PageContainer>
  );
}

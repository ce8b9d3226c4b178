import { PageContainer } from "@/components/layout/page-container";
import { ProfileSpinner } from "@/components/profile/profile-states";

export default function ProfileLoading() {
  return (
    <PageContainer>
      <ProfileSpinner />
    </PageContainer>
  );
}

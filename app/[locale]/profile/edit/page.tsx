import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { ProfileEditView } from "@/components/profile/profile-edit-view";
import { auth } from "@/lib/auth/session";
import { siteConfig } from "@/lib/site";

// Per visitor: never prerendered.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Edit Profile | ${siteConfig.name}` },
  robots: { index: false, follow: false },
};

export default async function ProfileEditPage() {
  const session = await auth();
  return (
    <PageContainer>
      {session ? <ProfileEditView /> : <LoginPrompt callbackUrl="/profile/edit" />}
    </PageContainer>
  );
}

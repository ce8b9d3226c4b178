import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { LoginPrompt } from "@/components/profile/login-prompt";
import { ProfileView } from "@/components/profile/profile-view";
import { RestoreDefaultTitle } from "@/components/profile/restore-default-title";
import { canDeleteSignInAccount } from "@/lib/auth/identity-account";
import { auth } from "@/lib/auth/session";

// Per visitor: never prerendered.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const session = await auth();
  return { title: { absolute: session ? "My Profile" : "Profile" }, robots: { index: false, follow: false } };
}

export default async function ProfilePage() {
  const session = await auth();
  return (
    <PageContainer>
      <RestoreDefaultTitle />
      {session ? (
        <ProfileView
          identityName={session.user.name}
          signInAccountDeletable={await canDeleteSignInAccount()}
        />
      ) : (
        <LoginPrompt callbackUrl="/profile" />
      )}
    </PageContainer>
  );
}

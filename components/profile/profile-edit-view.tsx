"use client";

import { isUnauthorized } from "@/lib/request-json";
import { LoginPrompt } from "./login-prompt";
import { ProfileEditor } from "./profile-editor";
import { ProfileSpinner, ProfileUnavailable } from "./profile-states";
import { useMe } from "./use-me";

export function ProfileEditView() {
  const { data: user, error, isPending, refetch } = useMe();
  if (isPending) return <ProfileSpinner />;
  if (isUnauthorized(error)) return <LoginPrompt callbackUrl="/profile/edit" />;
  if (error || !user) return <ProfileUnavailable onRetry={() => refetch()} />;
  return <ProfileEditor key={user.id} user={user} />;
}

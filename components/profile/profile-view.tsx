"use client";

import { useTranslations } from "@/components/i18n/client";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { applicationsCount, useApplications } from "@/components/applications/use-applications";
import { isUnauthorized } from "@/lib/request-json";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { initials } from "@/lib/initials";
import { LicenseList } from "./license-list";
import { LoginPrompt } from "./login-prompt";
import { ProfileLoadFailed, ProfileSpinner } from "./profile-states";
import { displayName, useMe } from "./use-me";
import { YourDataCard } from "./your-data-card";
import { YourFilesCard } from "./your-files-card";

function ApplicationsCountCard() {
  const t = useTranslations("profile");
  const { data, isPending, isError } = useApplications();
  const count = isPending || isError || !data ? "-" : String(applicationsCount(data));
  return (
    <TrackedLink
      href="/applications"
      event="profile_navigation"
      eventParams={{ destination: "/applications" }}
      className="block rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:hover:translate-y-0 sm:p-6"
    >
      <span className="block text-3xl font-bold text-primary-dark" aria-busy={isPending}>
        {count}
      </span>
      <span className="mt-1 block font-semibold text-ink">{t("applicationsCard")}</span>
      <span className="mt-1 block text-sm text-muted">{t("applicationsCardHint")}</span>
    </TrackedLink>
  );
}

export function ProfileView({
  identityName,
  signInAccountDeletable = true,
}: {
  identityName?: string | null;
  /** False with an external sign-in provider, whose accounts Kazi cannot delete. */
  signInAccountDeletable?: boolean;
}) {
  const t = useTranslations("profile");
  const { data: user, error, isPending, refetch } = useMe();

  if (isPending) return <ProfileSpinner />;
  if (isUnauthorized(error)) return <LoginPrompt callbackUrl="/profile" />;
  if (error || !user) return <ProfileLoadFailed onRetry={() => refetch()} />;

  const name = displayName(user.name, identityName, t("defaultUserName"));
  return (
    <div className="grid gap-6">
      <TrackPageView event="profile_page_view" />
      <Card className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-primary-dark text-xl font-bold text-white"
          >
            {initials(name) || "U"}
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {t("welcome", { name })}
            </h1>
            <dl className="mt-2 grid gap-1 text-sm">
              <div className="flex gap-2">
                <dt className="text-muted">{t("nameLabel")}</dt>
                <dd dir="auto" className="font-medium break-words">
                  {user.name || name}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted">{t("emailLabel")}</dt>
                <dd dir="auto" className="font-medium break-all">
                  {user.email ?? "-"}
                </dd>
              </div>
            </dl>
          </div>
        </div>
        <TrackedLink
          href="/profile/edit"
          event="profile_edit_clicked"
          eventParams={{ location: "profile_page" }}
          className={buttonClasses()}
        >
          {t("editProfile")}
        </TrackedLink>
      </Card>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ApplicationsCountCard />
      </div>

      <Card as="section" aria-labelledby="licenses-heading">
        <h2 id="licenses-heading" className="mb-4 text-xl font-semibold text-ink">
          {t("licensesHeading")}
        </h2>
        <LicenseList licenses={user.professionalLicenses} />
      </Card>

      <YourFilesCard />

      <YourDataCard signInAccountDeletable={signInAccountDeletable} />
    </div>
  );
}

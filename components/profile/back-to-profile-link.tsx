"use client";

import { useTranslations } from "@/components/i18n/client";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { buttonClasses } from "@/components/ui/button";

export function BackToProfileLink() {
  const t = useTranslations("profile");
  return (
    <TrackedLink
      href="/profile"
      event="profile_navigation"
      eventParams={{ destination: "/profile" }}
      className={buttonClasses({ variant: "outline" })}
    >
      {t("backToProfile")}
    </TrackedLink>
  );
}

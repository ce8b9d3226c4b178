"use client";

import { track } from "@/lib/analytics/events";
import { useTranslations } from "@/components/i18n/client";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { startLogin, startSignUp, useAuthRedirect } from "./auth-actions";
import { useSessionStatus } from "./use-session-status";

// The menu (and Headless UI with it) is only downloaded for signed-in visitors.
const AccountMenu = lazy(() => import("./account-menu"));

const placeholder = <Skeleton className="h-9 w-36 rounded-lg" />;

/** The right side of the navbar: Sign Up / Login, or the avatar menu once signed in. */
export function AccountArea() {
  const t = useTranslations("layout");
  const session = useSessionStatus();
  const [redirecting, run] = useAuthRedirect();

  if (session.status === "loading") return <div className="flex h-11 items-center">{placeholder}</div>;

  if (session.status === "authenticated") {
    return (
      <div className="flex h-11 items-center">
        <Suspense fallback={<Skeleton className="size-10 rounded-lg" />}>
          <AccountMenu
            name={session.user.name?.trim() || t("defaultUserName")}
            moderator={session.user.moderator === true}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="flex h-11 items-center gap-2">
      <Button
        size="sm"
        onClick={() => {
          track("auth_button_click", { action: "signup", location: "navbar" });
          run(startSignUp);
        }}
        disabled={redirecting}
      >
        {t("signUp")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          track("auth_button_click", { action: "login", location: "navbar" });
          run(startLogin);
        }}
        disabled={redirecting}
      >
        {t("login")}
      </Button>
    </div>
  );
}

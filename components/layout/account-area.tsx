"use client";

import { useTranslations } from "@/components/i18n/client";
import { lazy, Suspense } from "react";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { GuestAuthForm } from "./guest-auth-form";
import { useSessionStatus } from "./use-session-status";

// The menu (and Headless UI with it) is only downloaded for signed-in visitors.
const AccountMenu = lazy(() => import("./account-menu"));

/**
 * The right side of the navbar: Sign Up and Login, in the HTML for every visitor (below 600px Sign Up
 * is in the menu's panel instead), until the session says who is there. A signed-in visitor's avatar
 * then takes their place in the same grid cell, whose box the hidden buttons keep: nothing moves.
 * `data-session` tells tests the session has answered.
 */
export function AccountArea() {
  const t = useTranslations("layout");
  const session = useSessionStatus();
  const signedIn = session.status === "authenticated";

  return (
    <div className="grid h-11 items-center justify-items-end" data-session={session.status}>
      <div
        className={cn("col-start-1 row-start-1 flex items-center gap-2", signedIn && "invisible")}
        inert={signedIn}
        aria-hidden={signedIn || undefined}
      >
        <GuestAuthForm intent="signup" location="navbar" size="sm" formClassName="max-sm:hidden">
          {t("signUp")}
        </GuestAuthForm>
        <GuestAuthForm intent="login" location="navbar" size="sm" variant="outline">
          {t("login")}
        </GuestAuthForm>
      </div>
      {signedIn && (
        <div className="col-start-1 row-start-1">
          <Suspense fallback={<Skeleton className="size-10 rounded-lg" />}>
            <AccountMenu
              name={session.user.name?.trim() || t("defaultUserName")}
              moderator={session.user.moderator === true}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

"use client";

import { useTranslations } from "@/components/i18n/client";
import { startLogin, useAuthRedirect } from "@/components/layout/auth-actions";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { track } from "@/lib/analytics/events";
import { useLocalePath } from "@/lib/i18n/use-locale-path";

export interface LoginPromptProps {
  title?: string;
  message?: string;
  buttonLabel?: string;
  /** Where the user lands after logging in: an English address, taken to the page's language here. */
  callbackUrl: string;
}

/** The "log in to see this" screen of the signed-in pages; the button starts the provider login. */
export function LoginPrompt({ title, message, buttonLabel, callbackUrl }: LoginPromptProps) {
  const t = useTranslations("auth");
  const { locale, to } = useLocalePath();
  const [redirecting, run] = useAuthRedirect();
  const label = buttonLabel ?? t("login");
  return (
    <StatusMessage
      title={title ?? t("notLoggedInTitle")}
      message={message ?? t("notLoggedInMessage")}
      icon="search"
    >
      <Button
        disabled={redirecting}
        onClick={() => {
          track("auth_button_click", { action: "login", location: callbackUrl, label });
          run(() => startLogin(to(callbackUrl), locale));
        }}
      >
        {label}
      </Button>
    </StatusMessage>
  );
}

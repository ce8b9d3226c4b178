"use client";

import { startLogin, useAuthRedirect } from "@/components/layout/auth-actions";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { track } from "@/lib/analytics/events";

export interface LoginPromptProps {
  title?: string;
  message?: string;
  buttonLabel?: string;
  /** Where the user lands after logging in. */
  callbackUrl: string;
}

/** The "log in to see this" screen of the signed-in pages; the button starts the provider login. */
export function LoginPrompt({
  title = "You are not logged in",
  message = "Please log in to see your profile and your applications.",
  buttonLabel = "Login",
  callbackUrl,
}: LoginPromptProps) {
  const [redirecting, run] = useAuthRedirect();
  return (
    <StatusMessage title={title} message={message} icon="search">
      <Button
        disabled={redirecting}
        onClick={() => {
          track("auth_button_click", { action: "login", location: callbackUrl, label: buttonLabel });
          run(() => startLogin(callbackUrl));
        }}
      >
        {buttonLabel}
      </Button>
    </StatusMessage>
  );
}

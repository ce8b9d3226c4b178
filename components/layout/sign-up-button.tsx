"use client";

import type { ButtonProps } from "@/components/ui/button";
import { GuestAuthForm } from "./guest-auth-form";
import { useSessionStatus } from "./use-session-status";

interface SignUpButtonProps extends Omit<ButtonProps, "onClick" | "type"> {
  /** Gone once the session says the visitor is signed in. */
  onlyWhenSignedOut?: boolean;
}

/**
 * Opens the identity provider's sign-up screen and comes back to this page: a form in the server's
 * HTML (GuestAuthForm), there at first paint for every guest, before the page's script and without it.
 */
export function SignUpButton({ onlyWhenSignedOut = false, children, ...button }: SignUpButtonProps) {
  const session = useSessionStatus();
  if (onlyWhenSignedOut && session.status === "authenticated") return null;
  return (
    <GuestAuthForm intent="signup" event="signup_button_click" formClassName="contents" {...button}>
      {children}
    </GuestAuthForm>
  );
}

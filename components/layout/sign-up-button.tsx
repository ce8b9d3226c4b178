"use client";

import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { track } from "@/lib/analytics/events";
import { startSignUp, useAuthRedirect } from "./auth-actions";
import { useSessionStatus } from "./use-session-status";

interface SignUpButtonProps extends Omit<ButtonProps, "onClick"> {
  /** Hide while the session loads and for signed-in visitors (the space is kept while loading). */
  onlyWhenSignedOut?: boolean;
}

/** Opens the identity provider's sign-up screen and comes back to this page. */
export function SignUpButton({
  onlyWhenSignedOut = false,
  className,
  children,
  ...props
}: SignUpButtonProps) {
  const session = useSessionStatus();
  const [redirecting, run] = useAuthRedirect();

  if (onlyWhenSignedOut && session.status === "authenticated") return null;
  const waiting = onlyWhenSignedOut && session.status === "loading";

  return (
    <Button
      {...props}
      className={cn(waiting && "invisible", className)}
      aria-hidden={waiting || undefined}
      tabIndex={waiting ? -1 : undefined}
      disabled={redirecting || props.disabled}
      onClick={() => {
        track("signup_button_click", { location: window.location.pathname });
        run(startSignUp);
      }}
    >
      {children}
    </Button>
  );
}

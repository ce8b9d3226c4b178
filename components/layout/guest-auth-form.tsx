"use client";

import { usePathname } from "next/navigation";
import { Button, type ButtonProps } from "@/components/ui/button";
import { track } from "@/lib/analytics/events";

/** The route that opens the provider's screen (app/api/auth/start/route.ts). */
const START_PATH = "/api/auth/start";

interface GuestAuthFormProps extends Omit<ButtonProps, "type" | "onClick"> {
  intent: "login" | "signup";
  /** Where the button is, for analytics. */
  location: string;
  formClassName?: string;
}

/**
 * Sign Up or Login as a plain form: in the server's HTML, the same for every guest, and working before
 * the page's JavaScript runs or without it. The route comes back to this page (its path here; once
 * hydrated, the full address with its query) and opens the provider's screen in its language.
 */
export function GuestAuthForm({ intent, location, formClassName, children, ...button }: GuestAuthFormProps) {
  const pathname = usePathname() ?? "/";
  return (
    <form
      method="post"
      action={START_PATH}
      className={formClassName}
      onSubmit={(event) => {
        const field = event.currentTarget.elements.namedItem("callbackUrl");
        if (field instanceof HTMLInputElement) field.value = window.location.href;
        track("auth_button_click", { action: intent, location });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="callbackUrl" value={pathname} />
      <Button type="submit" {...button}>
        {children}
      </Button>
    </form>
  );
}

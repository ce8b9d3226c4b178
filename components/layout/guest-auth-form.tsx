"use client";

import { usePathname } from "next/navigation";
import { Button, type ButtonProps } from "@/components/ui/button";
import { track } from "@/lib/analytics/events";
import { START_PATH } from "@/lib/auth/start-path";

interface GuestAuthFormProps extends Omit<ButtonProps, "type" | "onClick"> {
  intent: "login" | "signup";
  /** Where the button is, for analytics (auth_button_click; signup_button_click sends the page's path). */
  location?: string;
  formClassName?: string;
  /** Where the provider comes back to (a path of this site); else this page, with its query once hydrated. */
  callbackUrl?: string;
  /** The analytics event it sends (the spec's auth_button_click, or signup_button_click for a Sign Up outside the header). */
  event?: "auth_button_click" | "signup_button_click";
}

/**
 * Sign Up or Login as a plain form: in the server's HTML, the same for every guest, and working before
 * the page's JavaScript runs or without it. The route comes back to this page (its path here; once
 * hydrated, the full address with its query) and opens the provider's screen in its language.
 */
export function GuestAuthForm({
  intent,
  location = "",
  formClassName,
  event = "auth_button_click",
  callbackUrl,
  children,
  ...button
}: GuestAuthFormProps) {
  const pathname = usePathname() ?? "/";
  return (
    <form
      method="post"
      action={START_PATH}
      className={formClassName}
      onSubmit={(submit) => {
        const field = submit.currentTarget.elements.namedItem("callbackUrl");
        if (!callbackUrl && field instanceof HTMLInputElement) field.value = window.location.href;
        if (event === "signup_button_click")
          track("signup_button_click", { location: window.location.pathname });
        else track("auth_button_click", { action: intent, location });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="callbackUrl" value={callbackUrl ?? pathname} />
      <Button type="submit" {...button}>
        {children}
      </Button>
    </form>
  );
}

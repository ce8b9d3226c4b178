"use client";

import { useTranslations } from "@/components/i18n/client";
import { Button, type ButtonProps } from "./button";

/** "Reload Page": a full browser reload, the surest way out of a broken client state. */
export function ReloadButton({ children, variant = "outline", ...props }: ButtonProps) {
  const t = useTranslations("status");
  return (
    <Button variant={variant} onClick={() => window.location.reload()} {...props}>
      {children ?? t("reloadPage")}
    </Button>
  );
}

"use client";

import { Button, type ButtonProps } from "./button";

/** "Reload Page": a full browser reload, the surest way out of a broken client state. */
export function ReloadButton({ children = "Reload Page", variant = "outline", ...props }: ButtonProps) {
  return (
    <Button variant={variant} onClick={() => window.location.reload()} {...props}>
      {children}
    </Button>
  );
}

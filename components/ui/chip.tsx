import type { ReactNode } from "react";
import { cn } from "./cn";

// Each tone is a class of app/globals.css (.chip-primary, ...).
type ChipTone = "primary" | "secondary" | "neutral" | "success" | "warning" | "danger";

export interface ChipProps {
  tone?: ChipTone;
  size?: "sm" | "md";
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A small rounded label: job type, remote option, tags, counts. */
export function Chip({ tone = "primary", size = "sm", icon, className, children }: ChipProps) {
  return (
    <span className={cn("chip", `chip-${tone}`, size === "md" && "px-3 py-1 text-sm", className)}>
      {icon}
      {children}
    </span>
  );
}

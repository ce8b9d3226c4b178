import type { ReactNode } from "react";
import { cn } from "./cn";

type ChipTone = "primary" | "secondary" | "neutral" | "success" | "warning" | "danger";

const tones: Record<ChipTone, string> = {
  primary: "bg-primary-soft text-primary-deep",
  secondary: "bg-indigo-50 text-indigo-700",
  neutral: "bg-slate-100 text-slate-700",
  success: "bg-emerald-50 text-emerald-800",
  warning: "bg-amber-50 text-amber-800",
  danger: "bg-red-50 text-red-700",
};

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
    <span className={cn("chip", size === "md" && "px-3 py-1 text-sm", tones[tone], className)}>
      {icon}
      {children}
    </span>
  );
}

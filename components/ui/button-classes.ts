// Button looks without the components, so a module that only needs the classes (components/layout/global-error-screen.tsx,
// which has a chunk of its own) does not bring Link and the message runtime with it.
import { cn } from "./cn";

type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "light" | "outline-light";
type ButtonSize = "sm" | "md" | "lg";

export interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary-dark text-white shadow-sm hover:bg-primary-deep",
  secondary: "bg-secondary-dark text-white shadow-sm hover:bg-indigo-700",
  outline: "btn-outline",
  ghost: "text-ink hover:bg-slate-100",
  light: "focus-light bg-white text-primary-deep shadow-sm hover:bg-primary-soft",
  "outline-light": "focus-light border border-white/80 text-white hover:bg-white/10",
};

const sizes: Record<ButtonSize, string> = {
  // Heights are minimums: a label that wraps on a narrow phone makes the button taller.
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-11 px-5 py-2 text-sm sm:text-base",
  lg: "min-h-12 px-6 py-2.5 text-base",
};

/** Class names for anything that should look like a button (links, menu items, labels). */
export function buttonClasses({ variant = "primary", size = "md", className }: StyleProps = {}): string {
  return cn("btn", variants[variant], sizes[size], className);
}

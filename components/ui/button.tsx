import Link from "@/components/ui/link";
import type { ComponentProps } from "react";
import { cn } from "./cn";

type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "light" | "outline-light";
type ButtonSize = "sm" | "md" | "lg";

interface StyleProps {
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
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm sm:text-base",
  lg: "h-12 px-6 text-base",
};

/** Class names for anything that should look like a button (links, menu items, labels). */
export function buttonClasses({ variant = "primary", size = "md", className }: StyleProps = {}): string {
  return cn("btn", variants[variant], sizes[size], className);
}

export type ButtonProps = ComponentProps<"button"> & StyleProps;

/** A `<button>`; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

export type LinkButtonProps = ComponentProps<typeof Link> & StyleProps;

/** A Next.js `<Link>` styled as a button. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}

import Link from "@/components/ui/link";
import type { ComponentProps } from "react";
import { buttonClasses, type StyleProps } from "./button-classes";

export { buttonClasses };

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

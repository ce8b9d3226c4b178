import type { ReactNode } from "react";
import { cn } from "./cn";

export interface CardProps {
  as?: "div" | "article" | "section" | "li" | "aside";
  /** Lifts the card on hover; for cards that are, or contain, the main link. */
  interactive?: boolean;
  className?: string;
  children: ReactNode;
  id?: string;
  "aria-labelledby"?: string;
}

export function Card({ as: Tag = "div", interactive = false, className, children, ...rest }: CardProps) {
  return (
    <Tag className={cn("card", interactive && "card-interactive", className)} {...rest}>
      {children}
    </Tag>
  );
}

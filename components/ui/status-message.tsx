import type { ReactNode } from "react";
import { cn } from "./cn";

export interface StatusMessageProps {
  title: string;
  message: string;
  /** "search" for not-found screens, "alert" for errors. */
  icon?: "alert" | "search";
  headingLevel?: 1 | 2;
  /** The action buttons. */
  children?: ReactNode;
  className?: string;
}

/** The centred icon + heading + message + actions block shared by every error and not-found screen. */
export function StatusMessage({
  title,
  message,
  icon = "alert",
  headingLevel = 1,
  children,
  className,
}: StatusMessageProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div
      className={cn("mx-auto flex max-w-xl flex-col items-center px-2 py-12 text-center sm:py-20", className)}
    >
      <span
        className={cn(
          "mb-6 flex size-16 items-center justify-center rounded-full",
          icon === "alert" ? "bg-red-50 text-red-600" : "bg-primary-soft text-primary-dark",
        )}
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2">
          {icon === "alert" ? (
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
            />
          ) : (
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="m21 21-4.3-4.3M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm-2-9 4 4m0-4-4 4"
            />
          )}
        </svg>
      </span>
      <Heading className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</Heading>
      <p className="mt-3 text-base text-muted sm:text-lg">{message}</p>
      {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

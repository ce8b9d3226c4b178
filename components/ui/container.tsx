import type { ReactNode } from "react";
import { cn } from "./cn";

/** Centres content at the site's 1200px maximum width with the standard side gutters. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-[1200px] px-4 sm:px-6", className)}>{children}</div>;
}

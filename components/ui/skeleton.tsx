import { cn } from "./cn";

/** A grey placeholder block; give it the size of what it stands in for so nothing shifts when data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn("block animate-pulse rounded-md bg-slate-200", className)} />;
}

import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/**
 * The white, rounded, centred column (max 1200px, at least one viewport tall) that every page sits in.
 * Pages render it as their outermost element; the root layout provides the surrounding <main>.
 */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "mx-auto min-h-screen w-full max-w-[1200px] bg-white px-4 py-8 sm:rounded-2xl sm:px-8 sm:py-10 sm:shadow-sm lg:px-12",
        className,
      )}
    >
      {children}
    </div>
  );
}

import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/**
 * The white, rounded, centred column (max 1200px, at least one viewport tall) that every page sits in.
 * Pages render it as their outermost element; the root layout provides the surrounding <main>.
 * Styled by .page-container (app/globals.css): server pages send their markup twice, as HTML and in
 * the RSC payload.
 */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("page-container", className)}>{children}</div>;
}

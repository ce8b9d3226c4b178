import { cn } from "@/components/ui/cn";
import { initials } from "@/lib/initials";

/** The company's initial on the brand gradient: the logo stand-in on job cards and job pages. */
export function CompanyMark({ company, large = false }: { company: string; large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn("company-mark", large && "rounded-2xl text-xl sm:size-14 sm:text-2xl")}
    >
      {initials(company, 1) || "?"}
    </span>
  );
}

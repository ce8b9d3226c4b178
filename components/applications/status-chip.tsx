import { cn } from "@/components/ui/cn";
import { statusChipClass } from "@/lib/status";

/**
 * The application's status as a coloured chip (docs/product.md, My Applications); the status text is shown
 * as the API gives it.
 */
export function StatusChip({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-3 py-0.5 text-xs font-semibold whitespace-nowrap capitalize",
        statusChipClass(status),
      )}
    >
      <span className="sr-only">Status: </span>
      {status || "Unknown"}
    </span>
  );
}

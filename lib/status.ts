// Application status chip colours (docs/product.md, My Applications). The status is a free string, so
// match case-insensitively.
export type StatusTone = "orange" | "green" | "red" | "blue";

export function statusTone(status: unknown): StatusTone {
  const value = typeof status === "string" ? status.trim().toLowerCase() : "";
  if (value === "pending") return "orange";
  if (value === "approved" || value === "accepted") return "green";
  if (value === "rejected" || value === "declined") return "red";
  return "blue";
}

const toneClasses: Record<StatusTone, string> = {
  orange: "bg-orange-100 text-orange-800 border-orange-300",
  green: "bg-green-100 text-green-800 border-green-300",
  red: "bg-red-100 text-red-800 border-red-300",
  blue: "bg-blue-100 text-blue-800 border-blue-300",
};

/** Tailwind classes of the status chip (text colours meet WCAG AA on their backgrounds). */
export function statusChipClass(status: unknown): string {
  return toneClasses[statusTone(status)];
}

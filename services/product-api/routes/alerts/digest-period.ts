/** The period a digest belongs to: the UTC day ('D2026-11-23') or the ISO week ('W2026-48'). */
export function digestPeriod(frequency: "daily" | "weekly", now: Date): string {
  if (frequency === "daily") return `D${now.toISOString().slice(0, 10)}`;
  // ISO 8601: the week belongs to the year of its Thursday.
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `W${day.getUTCFullYear()}-${String(week).padStart(2, "0")}`;
}

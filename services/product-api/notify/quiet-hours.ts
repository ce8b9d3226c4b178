// Quiet hours in the seeker's time zone: a message that falls in them waits for their end.

export interface QuietHours {
  /** Minutes after local midnight; start > end spans midnight (22:00 to 07:00). */
  start: number;
  end: number;
}

/** The local time of day in `timeZone`, in minutes and the seconds past them. */
function localClock(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { minutes: part("hour") * 60 + part("minute"), seconds: part("second") };
}

/** When quiet hours holding at `now` end; null when `now` is outside them (or there are none). */
export function quietUntil(now: Date, timeZone: string, quiet: QuietHours | null): Date | null {
  if (!quiet || quiet.start === quiet.end) return null;
  const { minutes, seconds } = localClock(now, timeZone);
  const inside =
    quiet.start < quiet.end
      ? minutes >= quiet.start && minutes < quiet.end
      : minutes >= quiet.start || minutes < quiet.end;
  if (!inside) return null;
  const wait = (quiet.end - minutes + 1440) % 1440;
  return new Date(now.getTime() + wait * 60_000 - seconds * 1000 - now.getMilliseconds());
}

/** "22:00" ⇄ 1320 */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Whether Intl knows the IANA time zone. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

import { quietUntil, toMinutes } from "./quiet-hours";

// Quiet hours are read in the seeker's time zone, and may span midnight.

const night = { start: toMinutes("22:00"), end: toMinutes("07:00") };
const lunch = { start: toMinutes("12:30"), end: toMinutes("14:00") };

test("a message in quiet hours spanning midnight waits for their end, in the seeker's zone", () => {
  // 23:15:30 in Nairobi (UTC+3): until 07:00 there.
  expect(quietUntil(new Date("2026-03-10T20:15:30.250Z"), "Africa/Nairobi", night)).toEqual(
    new Date("2026-03-11T04:00:00Z"),
  );
  // 05:59 in Dakar (UTC+0), after midnight: until 07:00 the same day.
  expect(quietUntil(new Date("2026-03-10T05:59:00Z"), "Africa/Dakar", night)).toEqual(
    new Date("2026-03-10T07:00:00Z"),
  );
});

test("outside quiet hours, or without any, a message goes at once", () => {
  expect(quietUntil(new Date("2026-03-10T04:00:00Z"), "Africa/Nairobi", night)).toBeNull(); // 07:00 there
  expect(quietUntil(new Date("2026-03-10T18:59:00Z"), "Africa/Nairobi", night)).toBeNull(); // 21:59
  expect(quietUntil(new Date("2026-03-10T10:00:00Z"), "Africa/Nairobi", null)).toBeNull();
  // 13:10 in Lagos (UTC+1): within a midday window, until 14:00.
  expect(quietUntil(new Date("2026-03-10T12:10:00Z"), "Africa/Lagos", lunch)).toEqual(
    new Date("2026-03-10T13:00:00Z"),
  );
  expect(quietUntil(new Date("2026-03-10T13:00:00Z"), "Africa/Lagos", lunch)).toBeNull(); // 14:00 there
});

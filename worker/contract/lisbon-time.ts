/**
 * Portuguese mainland time, the time the portal shows and reads every date in (docs/rules/screens.md), whatever the zone of the browser or of the server.
 *
 * Lisbon keeps UTC in winter and UTC+1 from the last Sunday of March to the last Sunday of
 * October, changing at 01:00 UTC (the EU rule, in force since 1996). It is computed here rather
 * than with `Intl.DateTimeFormat(…, { timeZone: 'Europe/Lisbon' })`, whose first use loads
 * time-zone data before the first screen can render (docs/decisions/061-first-screen-main-thread-work.md).
 */

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** How far Lisbon's wall clock is ahead of UTC at `instant` (ms since the epoch): 0 or one hour. */
export function lisbonOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? HOUR_MS : 0;
}

/** Lisbon's wall clock at `instant`, as a Date whose UTC fields read it. */
export function lisbonWallClock(instant: number): Date {
  return new Date(instant + lisbonOffsetMs(instant));
}

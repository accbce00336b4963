import { describe, expect, it } from 'vitest';
import { parsePortalDateTime } from '#contract/events';
import { lisbonOffsetMs, lisbonWallClock } from '#contract/lisbon-time';

/** Lisbon's offset as the runtime's time-zone database gives it: the reference. */
const reference = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Lisbon',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
function referenceOffsetMs(instant: number): number {
  const parts = Object.fromEntries(reference.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - Math.floor(instant / 60_000) * 60_000;
}

const HOUR = 3_600_000;

describe('Lisbon time without Intl', () => {
  it('agrees with the time-zone database every half hour around each change from 2000 to 2040', () => {
    let checked = 0;
    for (let year = 2000; year <= 2040; year++) {
      for (const month of [2, 9]) {
        // Every half hour over the last eight days of March and of October.
        const start = Date.UTC(year, month, 24);
        for (let instant = start; instant < start + 8 * 24 * HOUR; instant += HOUR / 2) {
          expect(lisbonOffsetMs(instant), new Date(instant).toISOString()).toBe(referenceOffsetMs(instant));
          checked++;
        }
      }
    }
    expect(checked).toBe(41 * 2 * 8 * 48);
  });

  it('agrees with it on a spread of ordinary instants', () => {
    for (let instant = Date.UTC(1997, 0, 1); instant < Date.UTC(2045, 0, 1); instant += 7 * 24 * HOUR + 13 * 60_000) {
      expect(lisbonOffsetMs(instant), new Date(instant).toISOString()).toBe(referenceOffsetMs(instant));
    }
  });

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(lisbonOffsetMs(Date.parse('2026-03-29T00:59:59Z'))).toBe(0);
    expect(lisbonOffsetMs(Date.parse('2026-03-29T01:00:00Z'))).toBe(HOUR);
    expect(lisbonOffsetMs(Date.parse('2026-10-25T00:59:59Z'))).toBe(HOUR);
    expect(lisbonOffsetMs(Date.parse('2026-10-25T01:00:00Z'))).toBe(0);
  });

  it('gives the wall clock a reader in Portugal sees', () => {
    const wall = (iso: string) => lisbonWallClock(Date.parse(iso)).toISOString().slice(0, 16);
    expect(wall('2026-11-21T23:30:00Z')).toBe('2026-11-21T23:30');
    expect(wall('2026-07-31T23:30:00Z')).toBe('2026-08-01T00:30');
    expect(wall('2026-12-31T23:59:00Z')).toBe('2026-12-31T23:59');
    expect(wall('2027-03-28T01:00:00Z')).toBe('2027-03-28T02:00');
  });

  it('reads a date-time without a zone as Lisbon time, both sides of each change', () => {
    expect(parsePortalDateTime('2026-07-10T18:30')?.toISOString()).toBe('2026-07-10T17:30:00.000Z');
    expect(parsePortalDateTime('2026-01-10T18:30')?.toISOString()).toBe('2026-01-10T18:30:00.000Z');
    expect(parsePortalDateTime('2026-03-29T03:00')?.toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(parsePortalDateTime('2026-10-25T00:30')?.toISOString()).toBe('2026-10-24T23:30:00.000Z');
  });
});

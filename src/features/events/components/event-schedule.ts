import type { PortalEvent } from '#contract/events-types';
import { lisbonWallClock } from '#contract/lisbon-time';
import { formatDate, formatDateTime } from '../../../lib/format';

// When an event takes place and what it costs, as its card and page show them
// (docs/rules/first-day.md, "Events"): in Lisbon time, whatever the browser's zone.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** "18:30", in Lisbon. */
const timeOf = (instant: string) => formatDateTime(instant).slice(-5);

/** "2 h 30 min", "3 h", "45 min": a length under a day, to the minute. */
function formatDuration(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The calendar days an event spans in Lisbon, counting both ends (21 to 23 November: 3). */
function daysSpanned(start: string, end: string): number {
  const day = (instant: string) => {
    const wall = lisbonWallClock(Date.parse(instant));
    return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  };
  return Math.round((day(end) - day(start)) / DAY_MS) + 1;
}

interface EventSchedule {
  /** Whether it ends on another day than it starts (the page shows both dates). */
  severalDays: boolean;
  /** The end's time ("20:00") on the start's day, or its date and time on another day; null when the event has no end. */
  endText: string | null;
  /** "2 h 30 min"; "3 dias" for a day or more; null when the event has no end. */
  duration: string | null;
}

/** The end and the duration of an event, as the portal shows them (an event published before ends were asked for has neither). */
export function eventSchedule(event: Pick<PortalEvent, 'eventDate' | 'endDate'>): EventSchedule {
  const { eventDate: start, endDate: end } = event;
  if (!end) return { severalDays: false, endText: null, duration: null };
  const severalDays = formatDate(start) !== formatDate(end);
  const length = Date.parse(end) - Date.parse(start);
  return {
    severalDays,
    endText: severalDays ? formatDateTime(end) : timeOf(end),
    duration: length < DAY_MS ? formatDuration(length) : `${daysSpanned(start, end)} dias`,
  };
}

/** "Gratuito", or the price in euros as Portugal writes it ("25,00 €", "1250,50 €", "10 000,00 €"). */
export function formatPrice(price: number): string {
  if (price <= 0) return 'Gratuito';
  const cents = Math.round(price * 100);
  const euros = Math.floor(cents / 100);
  // pt-PT groups thousands only from five digits, with a space.
  const whole = euros >= 10_000 ? euros.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') : euros.toString();
  return `${whole},${String(cents % 100).padStart(2, '0')} €`;
}

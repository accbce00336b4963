import type { PortalEvent } from '#contract/events-types';
import { lisbonWallClock } from '#contract/lisbon-time';

// `GET /api/events/{id}/calendar.ics` (docs/rules/notifications-and-events.md): one event as an iCalendar file
// (RFC 5545) that Google Calendar, Outlook and Apple Calendar import, in Europe/Lisbon time with
// the zone's own definition, so that the hour is right whatever the calendar's zone.

/** An event published before ends were asked for has a start only: calendars are given this length. */
const EVENT_LENGTH_MS = 2 * 60 * 60 * 1000;

/** Europe/Lisbon as RFC 5545 defines a zone: WET in winter, WEST from the last Sunday of March to the last Sunday of October. */
const LISBON_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Lisbon',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:WEST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:WET',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** `20261201T100000`: a Date's UTC fields as an iCalendar local date-time (add `Z` for UTC). */
const dateTime = (date: Date) => `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;

/** A TEXT value (RFC 5545 section 3.3.11): backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A content line folded at 75 octets (section 3.1): continuation lines start with a space; a character is never split. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The iCalendar file of an event; `onlineUrl` is in it only when the viewer may see it (as in the event's answer). */
export function eventCalendar(event: PortalEvent, options: { publicUrl: string; now: Date }): string {
  const start = new Date(event.eventDate).getTime();
  const end = event.endDate ? new Date(event.endDate).getTime() : start + EVENT_LENGTH_MS;
  const page = new URL(`/eventos/${event.id}`, options.publicUrl).toString();
  const description = [event.description, event.onlineUrl ? `Ligação para o evento online: ${event.onlineUrl}` : null, `Mais informação: ${page}`].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rede TO//Eventos//PT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...LISBON_ZONE,
    'BEGIN:VEVENT',
    `UID:evento-${event.id}@${new URL(options.publicUrl).hostname}`,
    `DTSTAMP:${dateTime(options.now)}Z`,
    `DTSTART;TZID=Europe/Lisbon:${dateTime(lisbonWallClock(start))}`,
    `DTEND;TZID=Europe/Lisbon:${dateTime(lisbonWallClock(end))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(event.onlineUrl ?? event.location)}`,
    `URL:${page}`,
    ...(event.status === 'cancelled' ? ['STATUS:CANCELLED'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

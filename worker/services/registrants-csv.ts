import type { EventRegistrant } from '#contract/events-types';
import { lisbonWallClock } from '#contract/lisbon-time';

// `GET /api/events/{id}/registrations.csv`: the organiser's list of registrants as a spreadsheet.
// Semicolons separate the fields, as spreadsheets set to Portuguese expect, with a byte-order mark
// so that they read UTF-8; every field is quoted.

const HEADER = ['Nome', 'Utilizador', 'Especialidade', 'Localidade', 'Data de inscrição'];

/**
 * A field as a spreadsheet should read it: quoted, quotes doubled, and text that a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) preceded by an
 * apostrophe (OWASP's advice on CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** "2026-11-27 10:05", Lisbon time. */
const lisbonText = (iso: string) => {
  const wall = lisbonWallClock(new Date(iso).getTime());
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
};

export function registrantsCsv(registrants: EventRegistrant[]): string {
  const rows = [HEADER, ...registrants.map(({ member, registeredAt }) => [member.fullName, member.username, member.specialty ?? '', member.location ?? '', lisbonText(registeredAt)])];
  return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}

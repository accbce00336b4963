import { lisbonWallClock } from '#contract/lisbon-time';

const MONTHS = ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'];

/** The date and time in Lisbon. */
function partsInLisbon(value: string | Date) {
  const local = lisbonWallClock(typeof value === 'string' ? Date.parse(value) : value.getTime());
  const twoDigits = (part: number) => String(part).padStart(2, '0');
  return {
    day: local.getUTCDate(),
    month: local.getUTCMonth() + 1,
    year: local.getUTCFullYear(),
    hour: twoDigits(local.getUTCHours()),
    minute: twoDigits(local.getUTCMinutes()),
  };
}

/** "21 nov. 2026", in Lisbon time whatever the browser's language (docs/rules/screens.md). */
export function formatDate(value: string | Date): string {
  const { day, month, year } = partsInLisbon(value);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "21 nov. 2026, 18:30". */
export function formatDateTime(value: string | Date): string {
  const { hour, minute } = partsInLisbon(value);
  return `${formatDate(value)}, ${hour}:${minute}`;
}

/** 1,000 or more as "1.2k", 1,000,000 or more as "1.5M" (one decimal). */
export function formatCount(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${(value / 1_000).toFixed(1)}k`;
  return String(value);
}

/** The words after a count, in agreement with it: '1 resultado', '3 resultados', never 'resultado(s)' (docs/rules/first-day.md). */
export const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

export const isExpired = (expiresAt: string | null | undefined, now = Date.now()) => Boolean(expiresAt) && Date.parse(expiresAt as string) < now;

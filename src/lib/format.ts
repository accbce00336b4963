const MONTHS = ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'];

const lisbonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Lisbon',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsInLisbon(value: string | Date) {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = Object.fromEntries(lisbonParts.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    day: Number(parts.day),
    month: Number(parts.month),
    year: Number(parts.year),
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
  };
}

/** "21 nov. 2026", in Lisbon time whatever the browser's language (DECISIONS.md section 5). */
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

export const isExpired = (expiresAt: string | null | undefined, now = Date.now()) =>
  Boolean(expiresAt) && Date.parse(expiresAt as string) < now;

import { formatDate } from '../../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, one: string, many: string) => `há ${count} ${count === 1 ? one : many}`;

/** "há 5 minutos", "há 2 dias", then the date ("21 nov. 2026") after a week. */
export function formatRelative(value: string, now = Date.now()): string {
  const elapsed = now - Date.parse(value);
  if (elapsed < MINUTE) return 'agora mesmo';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minuto', 'minutos');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hora', 'horas');
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'dia', 'dias');
  return formatDate(value);
}

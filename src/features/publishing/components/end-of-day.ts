/** A date input's "YYYY-MM-DD" as the last minute of that day in the member's time zone. */
export function endOfDay(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59` : '';
}

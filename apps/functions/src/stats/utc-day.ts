/** The UTC calendar day of an instant, `YYYY-MM-DD`: the key of the daily totals. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

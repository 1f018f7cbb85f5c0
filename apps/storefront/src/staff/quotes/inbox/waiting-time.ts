// How long a customer has been waiting for staff, as the inbox shows it: short for the eye
// ("6 d 3 h"), spelt out for screen readers ("6 días 3 horas"), and how late that is.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Past these the wait stands out: a day unanswered is late, three days is overdue. */
export const WAITING_LATE_HOURS = 24;
export const WAITING_OVERDUE_HOURS = 72;

export type TWaitingLevel = 'normal' | 'late' | 'overdue';

export type TWaitingTime = {
  /** "6 d 3 h", "5 h 20 min", "12 min", "< 1 min". */
  readonly short: string;
  /** The same in words, for screen readers. */
  readonly spoken: string;
  /** Whole hours waited (the CSV's "espera (horas)"). */
  readonly hours: number;
  readonly level: TWaitingLevel;
};

/** Largest first: a wait is told in its largest unit and, when not zero, the next one. */
const UNITS = [
  { ms: DAY_MS, short: 'd', one: 'día', many: 'días' },
  { ms: HOUR_MS, short: 'h', one: 'hora', many: 'horas' },
  { ms: MINUTE_MS, short: 'min', one: 'minuto', many: 'minutos' },
] as const;

/**
 * The wait since `since` at `now`, or null when the quote is not waiting for staff. A `since` a
 * little ahead of `now` (a server time estimated on another clock) reads as no wait yet.
 */
export function waitingTime(since: Date | null, now: Date): TWaitingTime | null {
  if (since === null) return null;
  const ms = Math.max(0, now.getTime() - since.getTime());
  const level: TWaitingLevel =
    ms > WAITING_OVERDUE_HOURS * HOUR_MS ? 'overdue' : ms > WAITING_LATE_HOURS * HOUR_MS ? 'late' : 'normal';
  const hours = Math.floor(ms / HOUR_MS);
  const largest = UNITS.findIndex((unit) => ms >= unit.ms);
  if (largest === -1) return { short: '< 1 min', spoken: 'menos de un minuto', hours, level };
  const big = UNITS[largest]!;
  const small = UNITS[largest + 1];
  const parts: [number, (typeof UNITS)[number]][] = [[Math.floor(ms / big.ms), big]];
  const rest = small === undefined ? 0 : Math.floor((ms % big.ms) / small.ms);
  if (small !== undefined && rest > 0) parts.push([rest, small]);
  return {
    short: parts.map(([count, unit]) => `${count} ${unit.short}`).join(' '),
    spoken: parts.map(([count, unit]) => `${count} ${count === 1 ? unit.one : unit.many}`).join(' '),
    hours,
    level,
  };
}

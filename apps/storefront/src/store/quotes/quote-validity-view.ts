import { dayOfValidUntil, isQuoteValidAt, validityDaysLeft } from '@voltia/domain';
import { formatQuoteDay } from '@/shared/quotes/format-quote-date';

export type TValidityView = {
  /** The offer can no longer be accepted or rejected (the lifecycle's own test). */
  readonly expired: boolean;
  /** Calendar days left in Mexico City time: 0 on the last day. */
  readonly daysLeft: number;
  /** The validity day in Spanish: "8 de diciembre de 2026". */
  readonly day: string;
  /** What the customer reads: "Vigente hasta el 8 de diciembre de 2026 · quedan 3 días" or "Venció el …". */
  readonly text: string;
};

function leftText(daysLeft: number): string {
  if (daysLeft <= 0) return 'hoy es el último día';
  return daysLeft === 1 ? 'queda 1 día' : `quedan ${daysLeft} días`;
}

/** How an offer's validity reads at `now`; expiry follows isQuoteValidAt, as the accept and reject rules do. */
export function describeValidity(validUntil: Date, now: Date): TValidityView {
  const day = formatQuoteDay(dayOfValidUntil(validUntil));
  const daysLeft = validityDaysLeft(validUntil, now);
  const expired = !isQuoteValidAt({ valid_until: validUntil }, now);
  return {
    expired,
    daysLeft,
    day,
    text: expired ? `Venció el ${day}` : `Vigente hasta el ${day} · ${leftText(daysLeft)}`,
  };
}

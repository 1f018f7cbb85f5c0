/** Date picker bounds, as calendar dates. */
export const DATE_PICKER_RANGE = { min: '1900-01-01', max: '2099-12-31' } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** The calendar date a person picked, as YYYY-MM-DD, or undefined when it is not a real date. */
function toCalendarDate(date: Date | string): string | undefined {
  if (typeof date === 'string') {
    const match = ISO_DATE.exec(date);
    if (match === null) return undefined;
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    // Round-trip through Date to reject 2023-02-30 and similar.
    const probe = new Date(Date.UTC(y, m - 1, d));
    return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d ? date : undefined;
  }
  if (Number.isNaN(date.getTime())) return undefined;
  // A date picker works in the person's own calendar, so compare local calendar dates.
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** True when the date falls on or between 1900-01-01 and 2099-12-31 (local calendar date for a Date). */
export function isWithinDatePickerRange(date: Date | string): boolean {
  const day = toCalendarDate(date);
  // Zero-padded ISO dates compare correctly as strings.
  return day !== undefined && day >= DATE_PICKER_RANGE.min && day <= DATE_PICKER_RANGE.max;
}

/** The fixed `source` stored in every profile-user document, marking profiles created by this app. */
export const APP_SOURCE_MARKER = 'voltia-marketplace-web' as const;

/**
 * How many of the newest a customer's own list ("Mis cotizaciones", "Mis pedidos") shows at first,
 * and how many more each "Ver más" adds: a customer of years has hundreds of quotes.
 */
export const CUSTOMER_LIST_STEP = 100;

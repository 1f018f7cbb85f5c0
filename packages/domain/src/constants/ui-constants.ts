/** How long a toast stays on screen (spec 9). */
export const TOAST_DURATION_MS = 4000;

/** Where toasts appear (spec 2: "a toast area at top right"); a sonner `position` value. */
export const TOAST_POSITION = 'top-right' as const;

/** Layout breakpoints in px (spec 2). */
export const BREAKPOINTS = {
  xxs: 375,
  xs: 425,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1440,
  xxl: 1920,
} as const;

export type TBreakpoint = keyof typeof BREAKPOINTS;

export const DEVICES = ['mobile', 'tablet', 'laptop'] as const;
export type TDevice = (typeof DEVICES)[number];

/** Inclusive px ranges per device class: mobile < sm, tablet sm..lg-1, laptop >= lg. */
export const DEVICE_RANGES = {
  mobile: { min: 0, max: BREAKPOINTS.sm - 1 },
  tablet: { min: BREAKPOINTS.sm, max: BREAKPOINTS.lg - 1 },
  laptop: { min: BREAKPOINTS.lg, max: Number.POSITIVE_INFINITY },
} as const satisfies Record<TDevice, { min: number; max: number }>;

/** Media queries matching DEVICE_RANGES, for CSS-in-JS or matchMedia. */
export const DEVICE_MEDIA_QUERIES = {
  mobile: `(max-width: ${BREAKPOINTS.sm - 1}px)`,
  tablet: `(min-width: ${BREAKPOINTS.sm}px) and (max-width: ${BREAKPOINTS.lg - 1}px)`,
  laptop: `(min-width: ${BREAKPOINTS.lg}px)`,
} as const satisfies Record<TDevice, string>;

/** The device class for a viewport width. A width that is not a number falls back to mobile, the smallest layout. */
export function deviceForWidth(px: number): TDevice {
  if (!(px >= BREAKPOINTS.sm)) return 'mobile';
  if (px < BREAKPOINTS.lg) return 'tablet';
  return 'laptop';
}

/** Date picker bounds (spec 9), as calendar dates. */
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

/** Brand palette (spec 9: primary blue, secondary yellow). "on" colours are the text colours that stay readable on top. */
export const BRAND_COLORS = {
  primary: '#0A4DA3',
  primaryDark: '#07376F',
  primaryLight: '#E6EEF8',
  onPrimary: '#FFFFFF',
  secondary: '#FFC629',
  secondaryDark: '#D9A400',
  onSecondary: '#1A1A1A',
} as const;

/** Button corner radius (spec 9). */
export const BUTTON_RADIUS_PX = 6;

/** Spread into `new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } })` (spec 9). */
export const QUERY_DEFAULTS = {
  refetchOnWindowFocus: false,
  retry: false,
} as const;

/** The fixed `source` stored in every profile-user document, marking profiles created by this app. */
export const APP_SOURCE_MARKER = 'voltia-marketplace-web' as const;

/**
 * How long a live screen waits for its listener's first answer before it says so, with
 * "Reintentar": a listener that never answers (a blocked or dropped connection) would otherwise
 * leave a skeleton up for good (issue 19).
 */
export const LIVE_FIRST_ANSWER_TIMEOUT_MS = 20_000;

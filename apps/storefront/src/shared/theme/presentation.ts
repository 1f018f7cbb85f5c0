// How the storefront looks and paces itself, in one place: the layout's breakpoints (globals.css
// keeps a copy, checked by app/theme.test.ts), the brand palette, the button radius and the toasts.

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 4000;

/** Where toasts appear: a toast area at the top right (a sonner `position` value). */
export const TOAST_POSITION = 'top-right' as const;

/** Layout breakpoints in px: 375 px phones to 1920 px screens. */
export const BREAKPOINTS = {
  xxs: 375,
  xs: 425,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1440,
  xxl: 1920,
} as const;

/** Brand palette: primary blue, secondary yellow; the "on" colours are the text colours that stay readable on top. */
export const BRAND_COLORS = {
  primary: '#0A4DA3',
  primaryDark: '#07376F',
  primaryLight: '#E6EEF8',
  onPrimary: '#FFFFFF',
  secondary: '#FFC629',
  secondaryDark: '#D9A400',
  onSecondary: '#1A1A1A',
} as const;

/** Button corner radius. */
export const BUTTON_RADIUS_PX = 6;

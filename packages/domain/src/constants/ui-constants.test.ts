import { describe, expect, it } from 'vitest';
import {
  APP_SOURCE_MARKER,
  BRAND_COLORS,
  BREAKPOINTS,
  BUTTON_RADIUS_PX,
  DATE_PICKER_RANGE,
  DEVICES,
  DEVICE_MEDIA_QUERIES,
  DEVICE_RANGES,
  QUERY_DEFAULTS,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  deviceForWidth,
  isWithinDatePickerRange,
} from './ui-constants';

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Hue in degrees of a #RRGGBB colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('ui constants (spec 2 and 9)', () => {
  it('has the spec values', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_POSITION).toBe('top-right');
    expect(BREAKPOINTS).toEqual({ xxs: 375, xs: 425, sm: 640, md: 768, lg: 1024, xl: 1440, xxl: 1920 });
    expect(BUTTON_RADIUS_PX).toBe(6);
    expect(DATE_PICKER_RANGE).toEqual({ min: '1900-01-01', max: '2099-12-31' });
    expect(APP_SOURCE_MARKER).toBe('voltia-marketplace-web');
  });

  it('query defaults disable window-focus refetch and retries, and spread cleanly', () => {
    expect({ ...QUERY_DEFAULTS }).toEqual({ refetchOnWindowFocus: false, retry: false });
  });

  it('breakpoints increase', () => {
    const values = Object.values(BREAKPOINTS);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it('brand colours: a blue primary and a yellow secondary, each readable with its on-colour', () => {
    for (const value of Object.values(BRAND_COLORS)) expect(value).toMatch(/^#[0-9A-F]{6}$/);
    const primaryHue = hue(BRAND_COLORS.primary);
    const secondaryHue = hue(BRAND_COLORS.secondary);
    expect(primaryHue).toBeGreaterThan(200);
    expect(primaryHue).toBeLessThan(240);
    expect(secondaryHue).toBeGreaterThan(40);
    expect(secondaryHue).toBeLessThan(60);
    expect(contrast(BRAND_COLORS.primary, BRAND_COLORS.onPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(BRAND_COLORS.primaryDark, BRAND_COLORS.onPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(BRAND_COLORS.secondary, BRAND_COLORS.onSecondary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(BRAND_COLORS.secondaryDark, BRAND_COLORS.onSecondary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(BRAND_COLORS.primaryLight, BRAND_COLORS.primary)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('deviceForWidth', () => {
  it.each([
    [0, 'mobile'],
    [375, 'mobile'],
    [639, 'mobile'],
    [639.5, 'mobile'],
    [640, 'tablet'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'laptop'],
    [1920, 'laptop'],
    [10_000, 'laptop'],
    [-5, 'mobile'],
    [Number.NaN, 'mobile'],
  ] as const)('%s px is %s', (px, device) => {
    expect(deviceForWidth(px)).toBe(device);
  });

  it('agrees with DEVICE_RANGES, which cover every width without overlap', () => {
    for (const device of DEVICES) {
      expect(deviceForWidth(DEVICE_RANGES[device].min)).toBe(device);
      if (Number.isFinite(DEVICE_RANGES[device].max)) expect(deviceForWidth(DEVICE_RANGES[device].max)).toBe(device);
    }
    expect(DEVICE_RANGES.tablet.min).toBe(DEVICE_RANGES.mobile.max + 1);
    expect(DEVICE_RANGES.laptop.min).toBe(DEVICE_RANGES.tablet.max + 1);
  });

  it('media queries use the same limits', () => {
    expect(DEVICE_MEDIA_QUERIES).toEqual({
      mobile: '(max-width: 639px)',
      tablet: '(min-width: 640px) and (max-width: 1023px)',
      laptop: '(min-width: 1024px)',
    });
  });
});

describe('isWithinDatePickerRange', () => {
  it.each([
    ['1900-01-01', true],
    ['2099-12-31', true],
    ['2025-06-15', true],
    ['1899-12-31', false],
    ['2100-01-01', false],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-13-01', false],
    ['2025-1-1', false],
    ['', false],
    ['not a date', false],
  ])('string %s -> %s', (value, expected) => {
    expect(isWithinDatePickerRange(value)).toBe(expected);
  });

  it('checks Dates by their local calendar day', () => {
    expect(isWithinDatePickerRange(new Date(1900, 0, 1, 0, 0, 0))).toBe(true);
    expect(isWithinDatePickerRange(new Date(2099, 11, 31, 23, 59, 59))).toBe(true);
    expect(isWithinDatePickerRange(new Date(1899, 11, 31, 23, 59, 59))).toBe(false);
    expect(isWithinDatePickerRange(new Date(2100, 0, 1, 0, 0, 0))).toBe(false);
    expect(isWithinDatePickerRange(new Date(2025, 5, 15))).toBe(true);
  });

  it('rejects an invalid Date', () => {
    expect(isWithinDatePickerRange(new Date('nope'))).toBe(false);
  });
});

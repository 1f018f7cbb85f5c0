import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, BREAKPOINTS, BUTTON_RADIUS_PX, TOAST_DURATION_MS, TOAST_POSITION } from './presentation';

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
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

describe('presentation constants', () => {
  it('toasts stay 4 s at the top right; buttons have a 6 px radius', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_POSITION).toBe('top-right');
    expect(BUTTON_RADIUS_PX).toBe(6);
  });

  it('breakpoints run from a 375 px phone to a 1920 px screen, increasing', () => {
    expect(BREAKPOINTS).toEqual({ xxs: 375, xs: 425, sm: 640, md: 768, lg: 1024, xl: 1440, xxl: 1920 });
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

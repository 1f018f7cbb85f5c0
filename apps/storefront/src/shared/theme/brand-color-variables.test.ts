import { BRAND_COLORS } from '@/shared/theme/presentation';
import { describe, expect, it } from 'vitest';
import { brandColorVariables } from './brand-color-variables';

describe('brandColorVariables', () => {
  it('exposes every domain brand colour as a --brand-* property', () => {
    const variables = brandColorVariables(BRAND_COLORS);
    expect(variables['--brand-primary']).toBe(BRAND_COLORS.primary);
    expect(variables['--brand-secondary']).toBe(BRAND_COLORS.secondary);
    expect(Object.keys(variables)).toHaveLength(Object.keys(BRAND_COLORS).length);
  });

  it('names camelCase colours in kebab-case', () => {
    expect(brandColorVariables({ primaryDark: '#0a2f6b', surface_alt: '#fff' })).toEqual({
      '--brand-primary-dark': '#0a2f6b',
      '--brand-surface-alt': '#fff',
    });
  });

  it('rejects a value that is not a hex colour, so nothing else lands in the style attribute', () => {
    expect(() => brandColorVariables({ primary: 'red; background: url(x)' })).toThrow(/hex/);
  });
});

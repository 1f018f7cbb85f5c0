// globals.css cannot import the presentation constants, so this test keeps the copies in it honest.
import { readFileSync } from 'node:fs';
import { BRAND_COLORS, BREAKPOINTS, BUTTON_RADIUS_PX } from '@/shared/theme/presentation';
import { describe, expect, it } from 'vitest';
import { brandColorVariables } from '@/shared/theme/brand-color-variables';

const css = readFileSync(new URL('./globals.css', import.meta.url), 'utf8');
const icon = readFileSync(new URL('./icon.svg', import.meta.url), 'utf8');

function pxTokens(prefix: string): Record<string, number> {
  const tokens: Record<string, number> = {};
  for (const match of css.matchAll(new RegExp(`--${prefix}-([a-z0-9-]+):\\s*([^;]+);`, 'g'))) {
    const [, name, value] = match;
    if (name === undefined || value === undefined) continue;
    const px = /^(\d+(?:\.\d+)?)px$/.exec(value.trim());
    if (!px?.[1]) throw new Error(`--${prefix}-${name} must be in px, got "${value}"`);
    tokens[name] = Number(px[1]);
  }
  return tokens;
}

describe('globals.css theme', () => {
  it('declares exactly the breakpoints of the presentation constants', () => {
    expect(pxTokens('breakpoint')).toEqual({ ...BREAKPOINTS });
  });

  it("drops Tailwind's default breakpoints so only the spec ones exist", () => {
    expect(css).toMatch(/--breakpoint-\*:\s*initial;/);
  });

  it('gives buttons the presentation radius', () => {
    expect(pxTokens('radius')).toEqual({ button: BUTTON_RADIUS_PX });
  });

  it('maps the primary and secondary colours to the brand variables the layout writes', () => {
    expect(css).toMatch(/--color-primary:\s*var\(--brand-primary\);/);
    expect(css).toMatch(/--color-secondary:\s*var\(--brand-secondary\);/);
  });

  it('reads exactly the brand variables the layout writes, no more and no fewer', () => {
    const written = Object.keys(brandColorVariables(BRAND_COLORS)).sort();
    const read = [...new Set([...css.matchAll(/var\((--brand-[a-z0-9-]+)\)/g)].map((match) => match[1]))].sort();
    expect(read).toEqual(written);
  });

  it('draws the favicon (a static file) in the brand colours', () => {
    const fills = new Set(
      [...icon.matchAll(/(?:fill|stroke)="(#[0-9a-f]+)"/gi)].map((match) => match[1]?.toUpperCase()),
    );
    expect(fills).toEqual(new Set([BRAND_COLORS.primary, BRAND_COLORS.secondary].map((color) => color.toUpperCase())));
  });

  it('answers the browsers that ask for /favicon.ico anyway (no 404 in the console): one 32 px PNG in an ICO', () => {
    const ico = readFileSync(new URL('./favicon.ico', import.meta.url));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const offset = ico.readUInt32LE(18);
    expect(ico.subarray(offset, offset + 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(ico.readUInt32LE(14)).toBe(ico.length - offset);
  });
});

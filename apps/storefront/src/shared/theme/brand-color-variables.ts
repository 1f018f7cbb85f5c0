import type { CSSProperties } from 'react';

/** A CSS custom property carrying one brand colour, e.g. `--brand-primary`. */
export type BrandColorVariable = `--brand-${string}`;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function toKebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/**
 * Turns the domain's brand colours into `--brand-*` custom properties for the root element, so the
 * Tailwind theme (globals.css) reads the colours from the one place they are defined.
 * `primaryDark` becomes `--brand-primary-dark`.
 */
export function brandColorVariables(colors: Readonly<Record<string, string>>): Record<BrandColorVariable, string> {
  const variables: Record<BrandColorVariable, string> = {};
  for (const [name, value] of Object.entries(colors)) {
    if (!HEX_COLOR.test(value)) {
      throw new Error(`Brand colour "${name}" must be a hex colour, got "${value}"`);
    }
    variables[`--brand-${toKebabCase(name)}`] = value;
  }
  return variables;
}

/** The same variables typed as a React `style` value (React's CSSProperties has no custom properties). */
export function brandColorStyle(colors: Readonly<Record<string, string>>): CSSProperties {
  return brandColorVariables(colors) as CSSProperties;
}

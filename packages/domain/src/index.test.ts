import { describe, expect, it } from 'vitest';
import * as api from './index';

declare global {
  interface ImportMeta {
    glob(pattern: string | string[], options: { eager: true }): Record<string, Record<string, unknown>>;
  }
}

// Every module of the package except tests and the private test factories.
const modules = Object.entries(
  import.meta.glob(['./**/*.ts', '!./**/*.test.ts', '!./index.ts', '!./testing/**'], { eager: true }),
);

describe('package entry point', () => {
  it('re-exports every public name of every module', () => {
    expect(modules.length).toBeGreaterThan(15);
    const missing = modules.flatMap(([file, exports]) =>
      Object.keys(exports)
        .filter((name) => !(name in api))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('re-exports the very same values', () => {
    for (const [, exports] of modules) {
      for (const [name, value] of Object.entries(exports)) expect((api as Record<string, unknown>)[name]).toBe(value);
    }
  });

  it('does not expose the test factories', () => {
    expect('makeQuote' in api).toBe(false);
  });
});

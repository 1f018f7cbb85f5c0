import { describe, expect, it } from 'vitest';
import * as client from './client';
import * as api from './index';

declare global {
  interface ImportMeta {
    glob(
      pattern: string | string[],
      options: { eager: true; query: '?raw'; import: 'default' },
    ): Record<string, string>;
  }
}

const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], { eager: true, query: '?raw', import: 'default' });

/** Every module `file` reaches through relative value imports, itself included (`import type` is erased). */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const dir = file.slice(0, file.lastIndexOf('/'));
  for (const [, spec] of (sources[file] ?? '').matchAll(/^(?:import|export)(?! type )[^;]*? from '(\.[^']+)'/gms)) {
    const parts = `${dir}/${spec}`.split('/');
    const out: string[] = [];
    for (const part of parts) {
      if (part === '..') out.pop();
      else if (part !== '.') out.push(part);
    }
    reachable(`./${out.join('/')}.ts`, seen);
  }
  return seen;
}

describe('the client entry point', () => {
  it('reaches no module that imports zod', () => {
    const modules = [...reachable('./client.ts')];
    expect(modules.length).toBeGreaterThan(4);
    expect(modules.filter((m) => /from 'zod'/.test(sources[m] ?? ''))).toEqual([]);
  });

  it('exports the same values as the main entry', () => {
    for (const [name, value] of Object.entries(client)) expect((api as Record<string, unknown>)[name]).toBe(value);
    expect(client.isLineQuantity(9999)).toBe(true);
    expect(client.isLineQuantity(0)).toBe(false);
    expect(client.isLineQuantity(1.5)).toBe(false);
    expect(client.isLineQuantity('3')).toBe(false);
  });
});

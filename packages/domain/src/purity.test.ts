import { describe, expect, it } from 'vitest';

// Vite's import.meta.glob, typed here because this package has no Vite or Node types.
declare global {
  interface ImportMeta {
    glob(
      pattern: string | string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

/** Every source file of the package, as text (test files excluded: they may use Node and test tools). */
const sources = Object.entries(
  import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], { query: '?raw', import: 'default', eager: true }),
);

const ALLOWED_PACKAGES = new Set(['zod']);

/** Module specifiers a file imports or re-exports, statically or dynamically. */
function importedSpecifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] as string));
}

/** Why a specifier is not allowed in the domain package, or undefined when it is. */
function forbidden(specifier: string): string | undefined {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return undefined;
  if (ALLOWED_PACKAGES.has(specifier)) return undefined;
  return `imports '${specifier}'`;
}

// Browser or server I/O reached through globals instead of imports.
const IO_GLOBALS =
  /\b(?:fetch|XMLHttpRequest|WebSocket)\s*\(|\b(?:localStorage|sessionStorage|indexedDB|process\.env|document\.|window\.|navigator\.)/;

/** Drops comments so a comment that mentions browser storage is not mistaken for code. */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
}

describe('domain purity', () => {
  it('finds the package sources', () => {
    const files = sources.map(([file]) => file);
    expect(files).toContain('./index.ts');
    expect(files).toContain('./quote/apply-quote-move.ts');
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(false);
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(sources)('%s imports only zod and relative modules', (_file, source) => {
    const problems = importedSpecifiers(source)
      .map(forbidden)
      .filter((problem) => problem !== undefined);
    expect(problems).toEqual([]);
  });

  it.each(sources)('%s does no I/O through globals', (_file, source) => {
    expect(stripComments(source)).not.toMatch(IO_GLOBALS);
  });

  it('the checks catch what they are meant to catch', () => {
    const bad = [
      "import { getFirestore } from 'firebase/firestore';",
      "import type { User } from 'firebase/auth';",
      "import React from 'react';",
      "import * as fs from 'node:fs';",
      "import { readFile } from 'fs';",
      "export { cookies } from 'next/headers';",
      "import 'server-only';",
      "const m = await import('node:path');",
      "const x = require('crypto');",
    ];
    for (const line of bad) {
      const problems = importedSpecifiers(line)
        .map(forbidden)
        .filter((problem) => problem !== undefined);
      expect(problems, line).toHaveLength(1);
    }
    const good = [
      "import { z } from 'zod';",
      "import type { TCartLine } from '../cart/cart-line';",
      "export * from './result/result';",
    ];
    for (const line of good) {
      expect(importedSpecifiers(line), line).toHaveLength(1);
      expect(
        importedSpecifiers(line)
          .map(forbidden)
          .filter((p) => p !== undefined),
        line,
      ).toEqual([]);
    }
    expect(stripComments("const s = localStorage.getItem('cartID');")).toMatch(IO_GLOBALS);
    expect(stripComments("await fetch('/api');")).toMatch(IO_GLOBALS);
    expect(stripComments('// kept in browser storage (localStorage.cartID)\nconst a = 1;')).not.toMatch(IO_GLOBALS);
  });
});

// The unit-test setup every workspace shares (each vitest.config.ts spreads `unitTests(...)`).
//
// Test files share their modules (`isolate: false`): re-importing zod, the domain and their
// dependencies for each of some 250 files was four fifths of the unit step's time (the storefront's
// 43 s became 6 s). A file that replaces modules (vi.mock, vi.doMock, vi.resetModules) would leak
// those replacements into the files after it, so such files run in a project of their own, each
// with fresh modules. docs/decisions/009-tests-on-a-busy-machine.md has the figures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const REPLACES_MODULES = /\bvi\.(?:mock|doMock|resetModules)\(/;
const TEST_FILE = /\.test\.tsx?$/;
const INTEGRATION_FILE = /\.integration\.test\.tsx?$/;

/**
 * A unit test's time limit. The slowest unit tests take about a second alone; on the 2-core CI
 * machine with two busy processes beside two turbo tasks they were measured at up to 4 s.
 */
export const UNIT_TEST_TIMEOUT_MS = 15_000;

/** The unit test files under `dir`'s `roots` (integration tests run against the emulators, elsewhere). */
function unitTestFiles(dir: string, roots: readonly string[]): string[] {
  return roots.flatMap((root) =>
    readdirSync(join(dir, root), { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => TEST_FILE.test(file) && !INTEGRATION_FILE.test(file) && !file.split('/').includes('node_modules'),
      )
      .map((file) => `${root}/${file}`),
  );
}

/** The `test` options of a workspace's unit tests; `dir` is the workspace's folder, `roots` its test folders. */
export function unitTests(dir: string, roots: readonly string[] = ['src']) {
  const files = unitTestFiles(dir, roots);
  const isolated = files.filter((file) => REPLACES_MODULES.test(readFileSync(join(dir, file), 'utf8')));
  const shared = files.filter((file) => !isolated.includes(file));
  // Plain objects (no vitest types here): each workspace's own vitest checks them in its defineConfig.
  const projects = [{ extends: true as const, test: { name: 'unit', include: shared, isolate: false } }];
  if (isolated.length > 0)
    projects.push({
      extends: true as const,
      test: { name: 'unit (modules replaced)', include: isolated, isolate: true },
    });
  return { testTimeout: UNIT_TEST_TIMEOUT_MS, projects };
}

// The App Hosting check's own rules, run by `node --test` before the check builds anything: each
// of them must refuse what once broke the deploy (a `catalog:` Next version, emulator addresses or
// demo ids in the bundles, a public value unavailable at build).
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkNextJSVersion } from '@apphosting/adapter-nextjs/dist/utils.js';
import {
  appHostingYamlProblems,
  buildEnvOf,
  CHECK_VALUES,
  forbiddenInFiles,
  frameworkVersionOf,
  withoutTestRunEnv,
} from './app-hosting-check.mjs';

const LOCK_WITHOUT_ROOT_NEXT =
  "lockfileVersion: '9.0'\nimporters:\n  .:\n    devDependencies:\n      turbo:\n        specifier: 2.0.0\n        version: 2.0.0\n";

test('a catalog: Next version, as the buildpack reads it, is refused by the adapter; an exact one passes', () => {
  const fromCatalog = frameworkVersionOf(LOCK_WITHOUT_ROOT_NEXT, { dependencies: { next: 'catalog:' } });
  assert.equal(fromCatalog, 'catalog:');
  assert.throws(() => checkNextJSVersion(fromCatalog));
  const exact = frameworkVersionOf(LOCK_WITHOUT_ROOT_NEXT, { dependencies: { next: '16.4.6' } });
  assert.equal(exact, '16.4.6');
  assert.doesNotThrow(() => checkNextJSVersion(exact));
});

test("the lockfile's root importer wins over the app's package.json", () => {
  const lock =
    'importers:\n  .:\n    dependencies:\n      next:\n        specifier: ^16.0.0\n        version: 16.4.6(react@19.3.1)\n';
  assert.equal(frameworkVersionOf(lock, { dependencies: { next: 'catalog:' } }), '16.4.6');
});

test('emulator addresses and demo project ids in built files are found; the SDK\'s own "demo-project" is not ours', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ahc-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'chunks', 'a.js'), 'connect("http://127.0.0.1:9099")');
  writeFileSync(join(dir, 'chunks', 'b.js'), 'const p="demo-voltia";');
  writeFileSync(join(dir, 'chunks', 'c.js'), 'let r=t||"demo-project"; fetch("https://firestore.googleapis.com")');
  const found = forbiddenInFiles(dir);
  assert.equal(found.length, 2);
  assert.match(found.join('\n'), /a\.js: a loopback emulator address/);
  assert.match(found.join('\n'), /b\.js: a demo- project id/);
});

test('apphosting.yaml needs a runConfig, public values at build and the production target; placeholders get check values', () => {
  assert.deepEqual(appHostingYamlProblems({ runConfig: {}, env: [] }).length, 5);
  const config = {
    runConfig: { cpu: 1, memoryMiB: 1024, concurrency: 80, maxInstances: 10 },
    env: [
      { variable: 'NEXT_PUBLIC_DEPLOY_TARGET', value: 'production' },
      { variable: 'NEXT_PUBLIC_FIREBASE_PROJECT_ID', value: 'REEMPLAZAR-id', availability: ['BUILD', 'RUNTIME'] },
      { variable: 'NEXT_PUBLIC_STAFF_EMAIL_DOMAIN', value: 'x.com.mx', availability: ['RUNTIME'] },
    ],
  };
  assert.deepEqual(appHostingYamlProblems(config), [
    'NEXT_PUBLIC_STAFF_EMAIL_DOMAIN is public but not available at BUILD',
  ]);
  assert.deepEqual(buildEnvOf(config), {
    NEXT_PUBLIC_DEPLOY_TARGET: 'production',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: CHECK_VALUES.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  });
});

test("the build gets the machine's environment without what the test run set for itself", () => {
  const env = withoutTestRunEnv({
    PATH: '/usr/bin',
    HOME: '/root',
    NEXT_DIST_DIR: '.next-test',
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    FUNCTIONS_EMULATOR_ORIGIN: 'http://127.0.0.1:5001',
    FIREBASE_EMULATOR_HUB: '127.0.0.1:4400',
    GCLOUD_PROJECT: 'demo-voltia',
  });
  assert.deepEqual(env, { PATH: '/usr/bin', HOME: '/root' });
});

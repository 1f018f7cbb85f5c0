#!/usr/bin/env node
// Prints every figure of the speed and size budgets beside its budget. Runs inside
// `firebase emulators:exec` (npm run bench): search and suggestion latency over a generated 100 000-product
// catalogue, then the storefront's page weight, add-to-cart latency and Firestore operations, and
// the staff inbox and order list with 1 000 generated quotes and orders, measured in Chromium
// against a production build served with the demo data, Lighthouse's mobile
// figures for the customer pages beside the empty Next.js page, the stats API under a
// steady load with the roll-up counting every event once, then the import of a
// 100 000-row catalogue CSV through the catalogue function (rows/s, seconds, peak RSS), and then, with
// those 100 000 products in the catalogue, the staff price list's first page (time and reads).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.BENCH_PORT ?? '3200';
const distDir = '.next-bench';
const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
let failed = false;

function step(title, cmd, args, options = {}) {
  process.stdout.write(`\n=== ${title} ===\n`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env, ...options });
  if (result.status !== 0) failed = true;
  return result.status === 0;
}

step('demo data', 'tsx', ['packages/demo-data/src/seed-cli.ts']);
step('search and suggestions over 100 000 products', 'pnpm', ['--filter', '@voltia/catalogue-search', 'bench']);
const EMPTY_APP = 'bench/empty-next-app';
const storefrontBuilt = step('storefront production build', 'pnpm', [
  '--filter',
  '@voltia/storefront',
  'exec',
  'next',
  'build',
]);
// The framework's own first-load JS: an empty page built with the same next and react.
const emptyBuilt = step('empty Next.js app (the framework floor)', 'pnpm', [
  '--filter',
  '@voltia/storefront',
  'exec',
  'next',
  'build',
  EMPTY_APP,
]);
if (storefrontBuilt && emptyBuilt) {
  const storefrontURL = `http://127.0.0.1:${port}`;
  const emptyURL = `http://127.0.0.1:${Number(port) + 1}`;
  const servers = [serve([], port), serve([EMPTY_APP], String(Number(port) + 1))];
  try {
    await Promise.all([waitUntilUp(storefrontURL), waitUntilUp(emptyURL)]);
    step('storefront budgets', 'tsx', ['apps/storefront/bench/storefront-bench.ts'], {
      env: { ...env, STOREFRONT_URL: storefrontURL, EMPTY_APP_URL: emptyURL },
    });
    step(
      'Lighthouse on a phone: customer pages beside the empty page',
      'tsx',
      ['apps/storefront/bench/lighthouse-bench.ts'],
      {
        env: { ...env, STOREFRONT_URL: storefrontURL, EMPTY_APP_URL: emptyURL },
      },
    );
  } finally {
    for (const server of servers) process.kill(-server.pid, 'SIGTERM');
  }
}

// Issue 13: events posted to the stats API at a steady rate, then the roll-up; every one counted once.
step('stats API under load, then the roll-up', 'tsx', ['apps/storefront/bench/stats-load-bench.ts']);

// Last, so the 100 000 imported products do not change the storefront figures above; then the staff
// price list with them in the catalogue.
if (step('catalogue CSV import of 100 000 rows', 'pnpm', ['--filter', '@voltia/demo-data', 'bench:import'])) {
  step('the staff price list with 100 000 more products', 'tsx', ['apps/storefront/bench/price-list-bench.ts']);
  step('the catalogue snapshot refreshed with 100 000 more products', 'tsx', [
    'apps/functions/bench/catalogue-snapshot-bench.ts',
  ]);
  step('the storefront catalogue with 100 000 more products: cold start, one edit seen by 5 instances', 'tsx', [
    '--expose-gc',
    'apps/storefront/bench/catalogue-follow-bench.ts',
  ]);
}

function serve(dir, listenPort) {
  return spawn('pnpm', ['--filter', '@voltia/storefront', 'exec', 'next', 'start', ...dir, '--port', listenPort], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
}

async function waitUntilUp(url) {
  for (let i = 0; i < 60; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
process.stdout.write(failed ? '\nSome budget was missed (see above).\n' : '\nEvery budget met.\n');
process.exit(failed ? 1 : 0);

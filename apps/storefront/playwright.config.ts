import { defineConfig } from '@playwright/test';

// The only module of the browser tests that reads the environment.
const isCI = Boolean(process.env.CI);
// Debian's chromium-headless-shell: the same Chromium build as the chromium package, in the headless
// shell Playwright itself drives for headless runs. The full browser's headless mode costs the
// journeys twice the CPU (docs/decisions/009-tests-on-a-busy-machine.md).
const chromiumPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
// Set STOREFRONT_URL to test a storefront that is already running elsewhere; otherwise start our own.
const externalUrl = process.env.STOREFRONT_URL;
const baseURL = externalUrl ?? 'http://127.0.0.1:3000';

export default defineConfig({
  testDir: 'e2e',
  // Seeds the demo catalogue into the emulators (the catalogue pages need it).
  globalSetup: './e2e/global-setup.ts',
  // Budgets for the 2-core machine CI runs on, which may be busy with other work: a journey signs
  // in, waits for live reads and scans pages with axe, which on such a machine takes several times
  // what it takes on an idle laptop (docs/decisions/009-tests-on-a-busy-machine.md). A passing
  // journey is as fast as before; only a failing one waits longer.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // One browser at a time: the journeys keep a 2-core machine busy on their own, so a second lane
  // saved 50 s of 15 minutes and halved each journey's share of the CPU on a busy machine
  // (docs/decisions/009-tests-on-a-busy-machine.md).
  workers: isCI ? 1 : undefined,
  reporter: 'list',
  use: {
    baseURL,
    locale: 'es-MX',
    // `npx playwright install` cannot download a browser on these machines: use Debian's.
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    // Recording a trace of every journey costs CI a third of its time; the error, its call log and
    // the page's snapshot (error-context.md) still say what failed. Locally a failure keeps its trace.
    trace: isCI ? 'off' : 'retain-on-failure',
  },
  projects: [{ name: 'chromium' }],
  // Serves the production build (turbo runs `build` before `test:e2e`; locally run `pnpm build` first).
  webServer: externalUrl
    ? undefined
    : {
        command: 'pnpm start',
        // A static file: polling the home page would load (and cache) the catalogue before the seed.
        url: `${baseURL}/icon.svg`,
        reuseExistingServer: !isCI,
        timeout: 120_000,
        env: { NEXT_TELEMETRY_DISABLED: '1' },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});

import { defineConfig } from '@playwright/test';

// The only module of the browser tests that reads the environment.
const isCI = Boolean(process.env.CI);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Set STOREFRONT_URL to test a storefront that is already running elsewhere; otherwise start our own.
const externalUrl = process.env.STOREFRONT_URL;
const baseURL = externalUrl ?? 'http://127.0.0.1:3000';

export default defineConfig({
  testDir: 'e2e',
  // Seeds the demo catalogue into the emulators (the catalogue pages need it).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 1 : undefined,
  reporter: 'list',
  use: {
    baseURL,
    locale: 'es-MX',
    // `npx playwright install` cannot download a browser on these machines: use Debian's chromium.
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
    trace: 'retain-on-failure',
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

import type { Page } from '@playwright/test';
import { errorMessageFor, type TErrorCode } from '@voltia/domain';
import { signInAsStaff } from './account-steps';
import { expect, test } from './fixtures';

// The back-office screens load their Firestore code (the `staff` entry of @voltia/firebase-client)
// lazily, after the shell. When that code does not load (offline, or a deployment that replaced
// the files), every screen says so with its own message and "Reintentar" at once: never a
// skeleton that waits forever, never the 20-second wait meant for a read that does not answer.

/** A chunk holds the staff entry when it registers this export of it (the name survives minifying). */
const STAFF_ENTRY_MARKER = '"saveDeskEdits"';

const SCREENS: readonly { readonly path: string; readonly readFailed: TErrorCode }[] = [
  { path: '/cotizacion', readFailed: 'staff/inbox-read-failed' },
  { path: '/cotizacion/demo-quote-norte-enviada', readFailed: 'quotes/read-failed' },
  { path: '/catalogo', readFailed: 'catalogue/search-failed' },
  { path: '/precios', readFailed: 'prices/read-failed' },
  { path: '/proveedores', readFailed: 'supplier/read-failed' },
  { path: '/metricas', readFailed: 'metrics/read-failed' },
];

/** Fails every script that holds the staff entry; returns how many were refused so far. */
async function failStaffCode(page: Page): Promise<() => number> {
  let refused = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(STAFF_ENTRY_MARKER)) return route.fulfill({ response, body });
    refused += 1;
    return route.abort('internetdisconnected');
  });
  return () => refused;
}

test.describe('when the back-office code does not load', () => {
  test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/] });

  test('every screen says so with its message and "Reintentar", at once', async ({ page }) => {
    await signInAsStaff(page, '/cotizacion');
    const refused = await failStaffCode(page);
    for (const { path, readFailed } of SCREENS) {
      await test.step(path, async () => {
        const before = refused();
        await page.goto(path);
        // Each part of the screen that reads says so (the catalogue's list and its filter choices, the
        // price list and its batches): at least one, with "Reintentar".
        const alerts = page.getByRole('alert').filter({ hasText: errorMessageFor(readFailed) });
        // Well inside the live reads' 20-second wait: the failure is reported, not waited out.
        await expect(alerts.first()).toBeVisible({ timeout: 10_000 });
        await expect(alerts.getByRole('button', { name: 'Reintentar' }).first()).toBeVisible();
        await expect(page.getByText('La solicitud tardó demasiado. Inténtalo de nuevo.')).toHaveCount(0);
        expect(refused()).toBeGreaterThan(before);
      });
    }
  });
});

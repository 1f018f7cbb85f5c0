import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_USERS } from '@voltia/demo-data';

// The sign-in screen's steps several journeys share (on /b2b/login).

/** The password every journey's email account uses (it meets the password policy). */
export const PASSWORD = 'Prueba-2026';

export async function register(page: Page, email: string, first = 'Ana', last = 'Prueba'): Promise<void> {
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill(first);
  await page.getByLabel('Apellido').fill(last);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

/** Signs `email` in from the sign-in screen and waits until the header shows the account. */
export async function signInFromLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/b2b/login');
  await signIn(page, email, password);
  await expect(page.getByTestId('account-link')).toBeVisible();
}

/**
 * Signs out with the header's "Salir" and waits for the sign-out to finish: the header offers
 * "Ingresar" and the home page shows, which "Salir" opens once the account is signed out in this
 * browser. A page left before then cuts the sign-out short, and the next page is still signed in.
 */
export async function signOutFromHeader(page: Page): Promise<void> {
  await page.getByTestId('account-sign-out').click();
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/** The demo sales rep the back-office journeys work as. */
export const DEMO_STAFF = DEMO_USERS.find((user) => user.email === 'ventas@voltia.example')!;

/** The rep's signed-in browser state (Firebase Auth keeps its session in IndexedDB), once this worker has signed in. */
let staffSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

/**
 * Opens `next` (path and query) signed in as the demo sales rep. The worker's first call goes through
 * the sign-in form with `?next=` and keeps the browser state it leaves; later calls give the page
 * that state and open `next` directly, as a rep's browser that stayed signed in would: the sign-in
 * form is the sign-in journeys' business, and filling it for every back-office journey cost
 * the run about a minute (docs/decisions/009-tests-on-a-busy-machine.md).
 */
export async function signInAsStaff(page: Page, next: string): Promise<void> {
  if (staffSession === undefined) {
    await page.goto(`/b2b/login?next=${encodeURIComponent(next)}`);
    await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
    await expect(page).toHaveURL((url) => url.pathname + url.search === next);
    staffSession = await page.context().storageState({ indexedDB: true });
    return;
  }
  await page.context().setStorageState(staffSession);
  await page.goto(next);
  await expect(page).toHaveURL((url) => url.pathname + url.search === next);
}

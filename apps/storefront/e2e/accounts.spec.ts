import { DEMO_PRODUCTS } from '@voltia/demo-data';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createEmailAccount, mailTo, oobCodesFor, phoneCodeFor, uniqueEmail, uniquePhone } from './auth-emulator';
import { readEmulatorDocument } from './emulator-data';

const published = DEMO_PRODUCTS.filter((p) => p.published);
const product = published[7]!;
const other = published[55]!;
const PASSWORD = 'Prueba-2026';

async function addAnonymously(page: Page, productId: string): Promise<string> {
  await page.goto(`/productos/${encodeURIComponent(productId)}`);
  await expect(page.getByRole('button', { name: 'Agregar a cotización' })).toBeEnabled();
  await page.getByRole('button', { name: 'Agregar a cotización' }).click();
  let cartId: string | null = null;
  await expect
    .poll(async () => {
      cartId = await page.evaluate(() => window.localStorage.getItem('cartID'));
      return cartId ? (await readEmulatorDocument(`quote-detail/${cartId}/cart/${productId}`))?.quantity : undefined;
    })
    .toBe(1);
  return cartId as unknown as string;
}

async function register(page: Page, email: string, first = 'Ana', last = 'Prueba') {
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill(first);
  await page.getByLabel('Apellido').fill(last);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

const storedUser = (page: Page) => page.evaluate(() => window.localStorage.getItem('user'));

test.describe('sign-in and the cart changing owner', () => {
  test('registration links the anonymous visitor: same uid and cart, quote now owned, profile and verification email', async ({ page }) => {
    const cartId = await addAnonymously(page, product.product_id);
    const before = await readEmulatorDocument(`quote-detail/${cartId}`);
    expect(before).toMatchObject({ isAnonymous: true, customer: { nameOfClient: 'Anónimo' } });

    // "Agregar a lista" sends a visitor to sign in and back to the product afterwards.
    await page.getByRole('button', { name: 'Agregar a lista' }).click();
    await expect(page).toHaveURL(/\/b2b\/login\?next=/);
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres', { exact: false }).first()).toBeHidden();
    const email = uniqueEmail('registro');
    await register(page, email);
    await expect(page).toHaveURL(new RegExp(`/productos/${encodeURIComponent(product.product_id)}$`));
    await expect(page.getByTestId('account-link')).toContainText('Ana');

    const uid = before!.owner as string;
    await expect.poll(async () => (await readEmulatorDocument(`quote-detail/${cartId}`))?.isAnonymous).toBe(false);
    expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({ owner: uid, customer: { id: uid, nameOfClient: 'Ana Prueba' } });
    expect(await page.evaluate(() => window.localStorage.getItem('cartID'))).toBe(cartId);
    expect(await readEmulatorDocument(`profile-user/${uid}`)).toMatchObject({ user_id: uid, first_name: 'Ana', last_name: 'Prueba', full_name: 'Ana Prueba', email, source: 'voltia-marketplace-web' });
    expect(JSON.parse((await storedUser(page)) ?? 'null')).toMatchObject({ id: uid, email, full_name: 'Ana Prueba' });
    const verification = (await oobCodesFor(email)).find((code) => code.requestType === 'VERIFY_EMAIL');
    expect(decodeURIComponent(verification?.oobLink ?? '')).toContain(`confirmEmail?userID=${uid}`);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test.describe('refusals', () => {
    // Chromium logs the Auth emulator's 400 answers to the refused calls; the screen is what counts.
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test('a taken email and a weak password read in Spanish', async ({ page }) => {
      const email = uniqueEmail('ocupado');
      await createEmailAccount(email, PASSWORD, 'Ya Existe');
      await page.goto('/b2b/login');
      await page.getByRole('tab', { name: 'Crear cuenta' }).click();
      await page.getByLabel('Contraseña').fill('corta');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page.getByText('Escribe tu nombre.')).toBeVisible();
      await register(page, email);
      await expect(page.getByTestId('login-error')).toHaveText('El correo electrónico ya está en uso.');
    });

    test('signing in to an existing account moves the cart there; wrong password and unknown email read the same', async ({ page }) => {
      const email = uniqueEmail('existente');
      const uid = await createEmailAccount(email, PASSWORD, 'Carla Existente');
      const cartId = await addAnonymously(page, product.product_id);
      const anonymousUid = (await readEmulatorDocument(`quote-detail/${cartId}`))!.owner;
      expect(anonymousUid).not.toBe(uid);

      await page.getByTestId('account-sign-in').click();
      await signIn(page, email, 'Equivocada-1');
      const wrongPassword = await page.getByTestId('login-error').textContent();
      await signIn(page, uniqueEmail('nadie'), 'Equivocada-1');
      await expect(page.getByTestId('login-error')).toHaveText(wrongPassword ?? '');
      expect(wrongPassword).toBe('El correo electrónico o la contraseña no son correctos.');

      await signIn(page, email);
      await expect(page.getByTestId('account-link')).toContainText('Carla');
      await expect.poll(async () => (await readEmulatorDocument(`quote-detail/${cartId}`))?.owner).toBe(uid);
      expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({ isAnonymous: false, customer: { id: uid, nameOfClient: 'Carla Existente' } });
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.goto('/carrito');
      await expect(page.locator(`li[data-product-id="${product.product_id}"]`)).toBeVisible();
    });
  });

  test('logout clears the user, signs out and removes cartID', async ({ page }) => {
    const email = uniqueEmail('salir');
    await createEmailAccount(email, PASSWORD, 'Luis Salida');
    await addAnonymously(page, product.product_id);
    await page.goto('/b2b/login');
    await signIn(page, email);
    await expect(page.getByTestId('account-link')).toBeVisible();
    expect(await storedUser(page)).not.toBeNull();
    await page.getByTestId('account-sign-out').click();
    await expect(page.getByTestId('account-sign-in')).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('cartID'))).toBeNull();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });

  test('password reset sends the email without saying whether the account exists', async ({ page }) => {
    const email = uniqueEmail('reset');
    await createEmailAccount(email, PASSWORD, 'Rosa Reset');
    await page.goto('/b2b/login');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Si el correo tiene una cuenta' })).toBeVisible();
    await expect.poll(async () => (await oobCodesFor(email)).some((code) => code.requestType === 'PASSWORD_RESET')).toBe(true);
  });

  test.describe('phone', () => {
    // The SDK probes the emulator for a reCAPTCHA Enterprise config (501) before using its offline
    // mock; the wrong code is answered with a 400.
    test.use({ expectedConsoleErrors: [/status of (501|400)/] });

    test('phone: captcha, code from the emulator, confirm; the profile gets phone_1; cancel clears the pending code', async ({ page }) => {
      await page.goto('/b2b/login');
      await page.getByRole('tab', { name: 'Con teléfono' }).click();
      const phone = uniquePhone();
      await page.getByLabel('Número de teléfono').fill(phone);
      await expect(page.getByTestId('captcha-status')).toHaveAttribute('data-resolved', 'true');
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await expect(page.getByLabel('Código de verificación')).toBeVisible();
      // Cancel drops the held confirmation and goes back to the number.
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await expect(page.getByRole('button', { name: 'Enviar código' })).toBeVisible();

      await expect(page.getByTestId('captcha-status')).toHaveAttribute('data-resolved', 'true');
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await expect(page.getByLabel('Código de verificación')).toBeVisible();
      await page.getByLabel('Código de verificación').fill('000000');
      await page.getByRole('button', { name: 'Confirmar código' }).click();
      await expect(page.getByTestId('login-error')).toHaveText('El código de verificación no es correcto.');
      const code = await phoneCodeFor(phone);
      expect(code).toBeTruthy();
      await page.getByLabel('Código de verificación').fill(code!);
      await page.getByRole('button', { name: 'Confirmar código' }).click();
      await expect(page).toHaveURL(/\/b2b$/);
      const user = JSON.parse((await storedUser(page)) ?? 'null') as { id: string };
      expect(await readEmulatorDocument(`profile-user/${user.id}`)).toMatchObject({ phone_1: phone, source: 'voltia-marketplace-web' });
    });
  });
});

test.describe('the customer\'s quotes', () => {
  test('request a quote once (double click), see it in Mis cotizaciones, then cancel it', async ({ page }) => {
    const email = uniqueEmail('solicitud');
    await createEmailAccount(email, PASSWORD, 'Sofía Solicitud');
    const cartId = await addAnonymously(page, product.product_id);
    await page.goto('/carrito');
    await page.getByTestId('request-quote').click();
    await page.getByRole('link', { name: 'Ingresar o crear cuenta' }).click();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/b2b\/solicitar/);
    await page.getByLabel('Teléfono').fill('+52 81 1234 5678');
    await page.getByLabel('Empresa o razón social').fill('Constructora Norte');
    await page.getByLabel('Identificación fiscal (RFC, NIT, CUIT…)').fill('CNO010203AB1');
    await page.getByLabel('Ciudad de entrega').fill('Monterrey');
    await page.getByLabel('Notas (opcional)').fill('Entregar en obra');
    await page.getByRole('button', { name: 'Enviar solicitud' }).dblclick();
    await expect(page).toHaveURL(new RegExp(`/b2b/cotizaciones/${cartId}$`));
    await expect(page.getByTestId('quote-status')).toHaveText('Solicitada');
    await expect(page.getByText('Constructora Norte')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('cartID'))).toBeNull();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({ status: 'requested', request_details: { company: 'Constructora Norte', tax_id: 'CNO010203AB1' } });
    await expect.poll(async () => (await mailTo('ventas@voltia.example')).filter((mail) => mail.text.includes(cartId)).length).toBe(1);

    await page.goto('/b2b');
    await expect(page.getByTestId('customer-quote').filter({ hasText: 'Solicitada' })).toHaveCount(1);
    await page.getByTestId('customer-quote').first().click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await expect(page.getByTestId('quote-status')).toHaveText('Cancelada');
    expect((await readEmulatorDocument(`quote-detail/${cartId}`))?.status).toBe('cancelled');
  });

  test('lists: create one from the product page, add to it, and make it the active cart', async ({ page }) => {
    const email = uniqueEmail('listas');
    await createEmailAccount(email, PASSWORD, 'Lucía Listas');
    await page.goto('/b2b/login');
    await signIn(page, email);
    await expect(page.getByTestId('account-link')).toBeVisible();
    await page.goto(`/productos/${encodeURIComponent(other.product_id)}`);
    await page.getByRole('button', { name: 'Agregar a lista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar a lista' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Nueva lista').fill('Obra Norte');
    await dialog.getByRole('button', { name: 'Crear y agregar' }).click();
    await expect(page.getByText('Producto agregado a «Obra Norte».')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Agregar a lista' }).click();
    await expect(dialog.getByTestId('list-item').filter({ hasText: 'Obra Norte' })).toBeVisible();
    await dialog.getByTestId('list-item').filter({ hasText: 'Obra Norte' }).getByRole('button', { name: 'Usar como carrito' }).click();
    await expect(dialog.getByText('Carrito activo')).toBeVisible();
    const listId = await page.evaluate(() => window.localStorage.getItem('cartID'));
    expect(await readEmulatorDocument(`quote-detail/${listId}`)).toMatchObject({ alias: 'Obra Norte', isAnonymous: false, customer: { nameOfClient: 'Lucía Listas' } });
    expect((await readEmulatorDocument(`quote-detail/${listId}/cart/${other.product_id}`))?.quantity).toBe(1);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});

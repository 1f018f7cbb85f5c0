import {
  CUSTOMER_LIST_STEP,
  FIRESTORE_COLLECTIONS,
  QUOTE_STATUS_LABELS,
  formatPhoneMx,
  newQuote,
  quoteTitleParts,
  unwrapResult,
} from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_PRODUCTS, DEMO_USERS, buildDemoQuotes } from '@voltia/demo-data';
import { makeSentQuote } from '@voltia/domain/testing';
import type { Locator, Page } from '@playwright/test';
import { expect, expectFitsEveryBreakpoint, expectNoHorizontalScroll, test } from './fixtures';
import {
  createEmailAccount,
  createGoogleAccount,
  createPhoneAccount,
  mailTo,
  oobCodesFor,
  phoneCodeFor,
  uniqueEmail,
  uniquePhone,
} from './auth-emulator';
import { serveGoogleScriptsOffline } from './google-popup';
import { commitEmulatorWrites, readEmulatorDocument, writeEmulatorDocument } from './emulator-data';
import { addAnonymously, addToQuote, openProduct } from './quote-cart';
import { PASSWORD, register, signIn, signInFromLogin, signOutFromHeader } from './account-steps';

const published = DEMO_PRODUCTS.filter((p) => p.published);
const product = published[7]!;
const other = published[55]!;

/** Waits for the (emulator's offline) captcha, sends the code and confirms it with the emulator's code. */
async function confirmPhoneWithEmulatorCode(page: Page, phone: string) {
  const before = await phoneCodeFor(phone);
  await expect(page.getByTestId('captcha-status')).toHaveAttribute('data-resolved', 'true');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByLabel('Código de verificación')).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = await phoneCodeFor(phone);
      return code !== undefined && code !== before;
    })
    .toBe(true);
  await page.getByLabel('Código de verificación').fill(code!);
  await page.getByRole('button', { name: 'Confirmar código' }).click();
}

/** The request-a-quote form's fields a new customer must fill (contact and email come from the account). */
async function fillQuoteRequest(page: Page) {
  await page.getByLabel('Teléfono').fill('+52 81 1234 5678');
  await page.getByLabel('Empresa o razón social').fill('Constructora Norte');
  await page.getByLabel('Identificación fiscal (RFC, NIT, CUIT…)').fill('CNO010203AB1');
  await page.getByLabel('Ciudad de entrega').fill('Monterrey');
}

const storedUser = (page: Page) => page.evaluate(() => window.localStorage.getItem('user'));

test.describe('sign-in and the cart changing owner', () => {
  test('registration links the anonymous visitor: same uid and cart, quote now owned, profile and verification email', async ({
    page,
  }) => {
    const cartId = await addAnonymously(page, product.product_id);
    const before = await readEmulatorDocument(`quote-detail/${cartId}`);
    expect(before).toMatchObject({ isAnonymous: true, customer: { nameOfClient: 'Anónimo' } });

    // "Agregar a lista" sends a visitor to sign in and back to the product afterwards.
    await page.getByRole('button', { name: 'Agregar a lista' }).click();
    await expect(page).toHaveURL(/\/b2b\/login\?next=/);
    await expect(
      page.getByText('La contraseña debe tener al menos 8 caracteres', { exact: false }).first(),
    ).toBeHidden();
    const email = uniqueEmail('registro');
    await register(page, email);
    await expect(page).toHaveURL(new RegExp(`/productos/${encodeURIComponent(product.product_id)}$`));
    await expect(page.getByTestId('account-link')).toContainText('Ana');

    const uid = before!.owner as string;
    await expect.poll(async () => (await readEmulatorDocument(`quote-detail/${cartId}`))?.isAnonymous).toBe(false);
    expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({
      owner: uid,
      customer: { id: uid, nameOfClient: 'Ana Prueba' },
    });
    expect(await page.evaluate(() => window.localStorage.getItem('cartID'))).toBe(cartId);
    expect(await readEmulatorDocument(`profile-user/${uid}`)).toMatchObject({
      user_id: uid,
      first_name: 'Ana',
      last_name: 'Prueba',
      full_name: 'Ana Prueba',
      email,
      source: 'voltia-marketplace-web',
    });
    expect(JSON.parse((await storedUser(page)) ?? 'null')).toMatchObject({ id: uid, email, full_name: 'Ana Prueba' });
    const verification = (await oobCodesFor(email)).find((code) => code.requestType === 'VERIFY_EMAIL');
    expect(decodeURIComponent(verification?.oobLink ?? '')).toContain(`confirmEmail?userID=${uid}`);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // The link in the email: the emulator verifies, confirmEmail records it and shows the Spanish page.
    await page.goto(verification!.oobLink);
    await expect(page.getByRole('heading', { name: '¡Correo confirmado!' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/b2b/correo-confirmado');
    await expect
      .poll(async () => (await readEmulatorDocument(`profile-user/${uid}`))?.email_verified_at)
      .toBeInstanceOf(Date);
    await expect.poll(async () => (await mailTo(email)).length).toBe(1);
    await page.goto('/b2b/perfil');
    await expect(page.getByTestId('profile-email-status')).toContainText('Confirmado el');
    await expect(page.getByRole('button', { name: 'Reenviar correo de verificación' })).toBeHidden();

    // A forged userID changes nothing and reads as an error.
    const continueUrl = new URL(new URL(verification!.oobLink).searchParams.get('continueUrl')!);
    continueUrl.searchParams.set('userID', 'nadie-con-este-id');
    await page.goto(continueUrl.toString());
    await expect(page.getByRole('heading', { name: 'No se pudo confirmar tu correo' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'El enlace de confirmación no es válido.' })).toBeVisible();
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

    test('signing in to an existing account moves the cart there; wrong password and unknown email read the same', async ({
      page,
    }) => {
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
      expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({
        isAnonymous: false,
        customer: { id: uid, nameOfClient: 'Carla Existente' },
      });
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.goto('/carrito');
      await expect(page.locator(`li[data-product-id="${product.product_id}"]`)).toBeVisible();
    });
  });

  test("the README's demo customer signs in and finds their B2B area and profile", async ({ page }) => {
    const demo = DEMO_USERS.find((user) => user.role === 'customer')!;
    await page.goto('/b2b/login?next=/b2b');
    await signIn(page, demo.email, demo.password);
    await expect(page).toHaveURL(/\/b2b$/);
    await expect(page.getByTestId('account-link')).toContainText(demo.profile.first_name);
    await expect(page.getByRole('heading', { name: 'Mis cotizaciones' })).toBeVisible();
    // The seeded demo quotes of the demo customer (buildDemoQuotes), each with its status.
    const mine = buildDemoQuotes(new Date()).quotes.filter((entry) => entry.quote.owner === demo.uid);
    expect(mine.map((entry) => entry.quote.status).sort()).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'cancelled',
      'draft',
      'requested',
      'sent',
    ]);
    for (const { quote } of mine) {
      await expect(
        page
          .getByTestId('customer-quote')
          .filter({ hasText: quoteTitleParts(quote).title })
          .getByTestId('quote-status'),
      ).toHaveText(QUOTE_STATUS_LABELS[quote.status]);
    }
    // The offer staff sent, still valid: its validity shows and it can no longer be cancelled.
    const sent = mine.find((entry) => entry.quote.status === 'sent')!;
    await page
      .getByTestId('customer-quote')
      .filter({ hasText: quoteTitleParts(sent.quote).title })
      .click();
    await expect(page).toHaveURL(new RegExp(`/b2b/cotizaciones/${sent.id}$`));
    await expect(page.getByTestId('quote-status')).toHaveText('Enviada');
    await expect(page.getByText('Vigente hasta:')).toBeVisible();
    await expect(page.getByTestId('quote-line')).toHaveCount(sent.lines.length);
    await expect(page.getByRole('button', { name: 'Cancelar solicitud' })).toBeHidden();
    // The request nobody has answered yet can still be cancelled.
    await page.goto('/b2b');
    await page.getByTestId('customer-quote').filter({ hasText: 'Solicitada' }).click();
    // The list shows status badges too: read the quote page's only once it is open.
    await expect(page).toHaveURL(/\/b2b\/cotizaciones\/demo-quote-norte-solicitada$/);
    await expect(page.getByTestId('quote-status')).toHaveText('Solicitada');
    await expect(page.getByText('Constructora Norte S.A. de C.V.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar solicitud' })).toBeEnabled();
    await page.goto('/b2b');
    await page.getByRole('link', { name: 'Mi perfil' }).click();
    await expect(page.getByTestId('profile-email')).toHaveText(demo.email);
    await expect(page.getByTestId('profile-phone')).toHaveText(formatPhoneMx(demo.profile.phone_1));
  });

  test('logout clears the user, signs out and removes cartID', async ({ page }) => {
    const email = uniqueEmail('salir');
    await createEmailAccount(email, PASSWORD, 'Luis Salida');
    await addAnonymously(page, product.product_id);
    await signInFromLogin(page, email);
    expect(await storedUser(page)).not.toBeNull();
    await signOutFromHeader(page);
    expect(await storedUser(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('cartID'))).toBeNull();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });

  test("a customer's cart follows them: signed in again after signing out, or on another device, it is the cart they left", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('vuelve');
    await createEmailAccount(email, PASSWORD, 'Vera Vuelta');
    const cartId = await addAnonymously(page, product.product_id);
    await signInFromLogin(page, email);
    await signOutFromHeader(page);
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    await signInFromLogin(page, email);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cartID'))).toBe(cartId);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // The phone at the job site: a browser that never held the cart.
    const phoneContext = await browser.newContext();
    try {
      const phone = await phoneContext.newPage();
      await phone.goto('/b2b/login');
      await signIn(phone, email);
      await expect(phone.getByTestId('account-link')).toBeVisible();
      await phone.goto('/carrito');
      await expect(phone.locator(`li[data-product-id="${product.product_id}"]`)).toBeVisible();
      expect(await phone.evaluate(() => window.localStorage.getItem('cartID'))).toBe(cartId);
    } finally {
      await phoneContext.close();
    }

    // A browser that holds a cart of its own keeps it: the one left elsewhere stays among the lists.
    const desk = await browser.newContext();
    try {
      const other = await desk.newPage();
      const ownCart = await addAnonymously(other, published[56]!.product_id);
      await other.goto('/b2b/login');
      await signIn(other, email);
      // The sign-in has settled the carts before it shows the account.
      await expect(other.getByTestId('account-link')).toBeVisible();
      expect(await other.evaluate(() => window.localStorage.getItem('cartID'))).toBe(ownCart);
    } finally {
      await desk.close();
    }
  });

  test('password reset sends the email without saying whether the account exists', async ({ page }) => {
    const email = uniqueEmail('reset');
    await createEmailAccount(email, PASSWORD, 'Rosa Reset');
    await page.goto('/b2b/login');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Si el correo tiene una cuenta' })).toBeVisible();
    await expect
      .poll(async () => (await oobCodesFor(email)).some((code) => code.requestType === 'PASSWORD_RESET'))
      .toBe(true);
  });

  test.describe('Google', () => {
    test.beforeEach(async ({ context }) => serveGoogleScriptsOffline(context));

    /** Clicks the Google button and returns the emulator's account chooser, opened as a pop-up. */
    async function openGooglePopup(page: Page) {
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Continuar con Google' }).click();
      return popup;
    }

    test('a first Google sign-in through the pop-up links the visitor: same uid and cart, profile, welcome email', async ({
      page,
    }) => {
      // Google's helper script loads only when a person chooses Google, not with Auth.
      const googleScripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('https://apis.google.com/')) googleScripts.push(request.url());
      });
      const cartId = await addAnonymously(page, product.product_id);
      const uid = (await readEmulatorDocument(`quote-detail/${cartId}`))!.owner as string;
      await page.getByTestId('account-sign-in').click();
      await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
      expect(googleScripts).toEqual([]);
      const popup = await openGooglePopup(page);
      await expect.poll(() => googleScripts.length).toBeGreaterThan(0);
      const email = uniqueEmail('google');
      await popup.getByText('Add new account').click();
      await popup.locator('#email-input').fill(email);
      await popup.locator('#display-name-input').fill('Gabriela Google');
      const closed = popup.waitForEvent('close');
      await popup.locator('#sign-in').click();
      await closed;

      await expect(page).toHaveURL(new RegExp(`/productos/${encodeURIComponent(product.product_id)}$`));
      await expect(page.getByTestId('account-link')).toContainText('Gabriela');
      await expect.poll(async () => (await readEmulatorDocument(`quote-detail/${cartId}`))?.isAnonymous).toBe(false);
      expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({
        owner: uid,
        customer: { id: uid, nameOfClient: 'Gabriela Google' },
      });
      expect(await readEmulatorDocument(`profile-user/${uid}`)).toMatchObject({
        first_name: 'Gabriela',
        last_name: 'Google',
        email,
        source: 'voltia-marketplace-web',
      });
      expect(JSON.parse((await storedUser(page)) ?? 'null')).toMatchObject({ id: uid, email });
      await expect.poll(async () => (await mailTo(email)).map((mail) => mail.subject)).toHaveLength(1);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });

    test("Google sign-in to an existing account moves the visitor's cart there", async ({ page }) => {
      const email = uniqueEmail('google-existente');
      const uid = await createGoogleAccount(email, 'Gonzalo Existente');
      const cartId = await addAnonymously(page, product.product_id);
      await page.getByTestId('account-sign-in').click();
      const popup = await openGooglePopup(page);
      const closed = popup.waitForEvent('close');
      await popup.locator('.js-reuse-account', { hasText: email }).click();
      await closed;

      await expect(page.getByTestId('account-link')).toContainText('Gonzalo');
      await expect.poll(async () => (await readEmulatorDocument(`quote-detail/${cartId}`))?.owner).toBe(uid);
      expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({
        isAnonymous: false,
        customer: { id: uid, nameOfClient: 'Gonzalo Existente' },
      });
      // Not a new account: no welcome email.
      expect(await mailTo(email)).toHaveLength(0);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });
  });

  test.describe('phone', () => {
    // The SDK probes the emulator for a reCAPTCHA Enterprise config (501) before using its offline
    // mock; the wrong code is answered with a 400.
    test.use({ expectedConsoleErrors: [/status of (501|400)/] });

    test("phone sign-in to an existing account moves the visitor's cart there", async ({ page }) => {
      const phone = uniquePhone();
      const uid = await createPhoneAccount(phone);
      const cartId = await addAnonymously(page, product.product_id);
      expect((await readEmulatorDocument(`quote-detail/${cartId}`))!.owner).not.toBe(uid);
      await page.getByTestId('account-sign-in').click();
      await page.getByRole('tab', { name: 'Con teléfono' }).click();
      await page.getByLabel('Número de teléfono').fill(phone);
      await confirmPhoneWithEmulatorCode(page, phone);
      await expect(page).toHaveURL(new RegExp(`/productos/${encodeURIComponent(product.product_id)}$`));
      await expect.poll(async () => (await readEmulatorDocument(`quote-detail/${cartId}`))?.owner).toBe(uid);
      expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({
        isAnonymous: false,
        customer: { id: uid },
      });
      expect(await readEmulatorDocument(`profile-user/${uid}`)).toMatchObject({ phone_1: phone });
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });

    test('a first phone sign-in links the visitor (same uid and cart) and saves phone_1; cancel clears the pending code; a wrong code reads in Spanish', async ({
      page,
    }) => {
      const cartId = await addAnonymously(page, product.product_id);
      const uid = (await readEmulatorDocument(`quote-detail/${cartId}`))!.owner as string;
      await page.getByTestId('account-sign-in').click();
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
      await expect(page).toHaveURL(new RegExp(`/productos/${encodeURIComponent(product.product_id)}$`));
      expect(JSON.parse((await storedUser(page)) ?? 'null')).toMatchObject({ id: uid });
      await expect.poll(async () => (await readEmulatorDocument(`quote-detail/${cartId}`))?.isAnonymous).toBe(false);
      expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({ owner: uid, customer: { id: uid } });
      expect(await readEmulatorDocument(`profile-user/${uid}`)).toMatchObject({
        phone_1: phone,
        source: 'voltia-marketplace-web',
      });
      expect(await page.evaluate(() => window.localStorage.getItem('cartID'))).toBe(cartId);
    });
  });
});

test.describe('every sign-in prompt of the store comes back to the whole address', () => {
  const nextOf = async (link: Locator) =>
    new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('next');

  test('the header\'s "Ingresar" keeps the search the visitor was on', async ({ page }) => {
    await page.goto('/productos?q=contactor');
    await expect(page.getByTestId('account-sign-in')).toBeVisible();
    await expect.poll(() => nextOf(page.getByTestId('account-sign-in'))).toBe('/productos?q=contactor');
  });

  test('"Comprar ya" as a visitor: registering from the request form requests the buy-now item, not the quote cart', async ({
    page,
  }) => {
    await addAnonymously(page, product.product_id);
    await openProduct(page, other.product_id);
    await page.getByLabel('Cantidad').fill('2');
    await page.getByRole('button', { name: 'Comprar ya' }).click();
    await expect(page).toHaveURL(/\/compra-ya$/);
    await page.getByTestId('request-quote').click();
    await expect(page).toHaveURL(/\/b2b\/solicitar\?carrito=buy-now$/);

    const prompt = page.getByRole('link', { name: 'Ingresar o crear cuenta' });
    await expect.poll(() => nextOf(prompt)).toBe('/b2b/solicitar?carrito=buy-now');
    await prompt.click();
    await register(page, uniqueEmail('compraya'));
    await expect(page).toHaveURL(/\/b2b\/solicitar\?carrito=buy-now$/);
    // The request form's summary of the cart it will send.
    const summary = page.locator('aside[aria-labelledby="resumen"]');
    await expect(summary.getByRole('listitem')).toHaveText([`${other.description}× 2`]);
    await expect(summary).not.toContainText(product.description);
  });
});

test.describe('the profile', () => {
  // The SDK probes the emulator for a reCAPTCHA Enterprise config (501) before using its offline mock.
  test.use({ expectedConsoleErrors: [/status of 501/] });

  test('the customer edits their name and verifies a phone, which becomes phone_1', async ({ page }) => {
    const email = uniqueEmail('perfil');
    const uid = await createEmailAccount(email, PASSWORD, 'Pablo Perfil');
    await page.goto('/b2b/perfil');
    await page.getByRole('link', { name: 'Ingresar o crear cuenta' }).click();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/b2b\/perfil$/);
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(page.getByTestId('profile-phone')).toHaveText('Sin teléfono');
    await expect(page.getByTestId('profile-email-status')).toHaveText('Sin confirmar');
    await page.getByRole('button', { name: 'Reenviar correo de verificación' }).click();
    await expect(page.getByText('Te enviamos un correo para confirmar tu dirección.')).toBeVisible();
    await expect
      .poll(async () => (await oobCodesFor(email)).some((code) => code.requestType === 'VERIFY_EMAIL'))
      .toBe(true);

    await page.getByLabel('Nombre', { exact: true }).fill('Paula');
    await page.getByLabel('Apellido').fill('Editada');
    await page.getByLabel('Foto (dirección web)').fill('no es una dirección');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Escribe una dirección web que empiece con https://')).toBeVisible();
    await page.getByLabel('Foto (dirección web)').fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Guardamos tu perfil.')).toBeVisible();
    await expect(page.getByTestId('account-link')).toContainText('Paula');
    expect(await readEmulatorDocument(`profile-user/${uid}`)).toMatchObject({
      first_name: 'Paula',
      last_name: 'Editada',
      full_name: 'Paula Editada',
    });

    const phone = uniquePhone();
    const section = page.getByRole('region', { name: 'Verifica tu teléfono' });
    await section.getByLabel('Número de teléfono').fill(phone);
    await confirmPhoneWithEmulatorCode(page, phone);
    await expect(page.getByText('Verificamos tu teléfono.')).toBeVisible();
    await expect(page.getByTestId('profile-phone')).toHaveText(formatPhoneMx(phone));
    await expect(section).toBeHidden();
    expect(await readEmulatorDocument(`profile-user/${uid}`)).toMatchObject({
      phone_1: phone,
      full_name: 'Paula Editada',
    });
  });

  test("a phone that is another account's is refused in Spanish and the profile keeps no phone", async ({ page }) => {
    const phone = uniquePhone();
    await createPhoneAccount(phone);
    const email = uniqueEmail('perfil-ocupado');
    const uid = await createEmailAccount(email, PASSWORD, 'Olga Ocupado');
    await page.goto('/b2b/login?next=/b2b/perfil');
    await signIn(page, email);
    await expect(page.getByTestId('profile-phone')).toHaveText('Sin teléfono');
    await page.getByLabel('Número de teléfono').fill(phone);
    await confirmPhoneWithEmulatorCode(page, phone);
    await expect(page.getByTestId('login-error')).toHaveText(
      'Ese número de teléfono ya pertenece a otra cuenta. Usa otro número.',
    );
    expect((await readEmulatorDocument(`profile-user/${uid}`))?.phone_1 ?? null).toBeNull();
  });
});

test.describe("the customer's quotes", () => {
  test('request a quote once (double click), see it in Mis cotizaciones, then cancel it', async ({ page }) => {
    const email = uniqueEmail('solicitud');
    await createEmailAccount(email, PASSWORD, 'Sofía Solicitud');
    const cartId = await addAnonymously(page, product.product_id);
    await page.goto('/carrito');
    await page.getByTestId('request-quote').click();
    await page.getByRole('link', { name: 'Ingresar o crear cuenta' }).click();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/b2b\/solicitar/);
    await fillQuoteRequest(page);
    await page.getByLabel('Notas (opcional)').fill('Entregar en obra');
    await page.getByRole('button', { name: 'Enviar solicitud' }).dblclick();
    await expect(page).toHaveURL(new RegExp(`/b2b/cotizaciones/${cartId}$`));
    await expect(page.getByTestId('quote-status')).toHaveText('Solicitada');
    await expect(page.getByText('Constructora Norte')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('cartID'))).toBeNull();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({
      status: 'requested',
      request_details: { company: 'Constructora Norte', tax_id: 'CNO010203AB1' },
    });
    await expect
      .poll(async () => (await mailTo('ventas@voltia.example')).filter((mail) => mail.text.includes(cartId)).length)
      .toBe(1);

    await page.goto('/b2b');
    await expect(page.getByTestId('customer-quote').filter({ hasText: 'Solicitada' })).toHaveCount(1);
    await page.getByTestId('customer-quote').first().click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await expect(page.getByTestId('quote-status')).toHaveText('Cancelada');
    expect((await readEmulatorDocument(`quote-detail/${cartId}`))?.status).toBe('cancelled');
  });

  test.describe('a cart line for a product the catalogue does not have', () => {
    // The browser itself logs the function's 409 answer; the page shows it as a toast.
    test.use({ expectedConsoleErrors: [/status of 409/] });

    test('the request is refused with a toast naming it, nothing is submitted', async ({ page }) => {
      const email = uniqueEmail('inventado');
      await createEmailAccount(email, PASSWORD, 'Iván Inventado');
      const cartId = await addAnonymously(page, product.product_id);
      // A line for a product that is in no catalogue, written past the rules (which refuse it from a
      // client): the submit checks every line against the catalogue all the same.
      const madeUp = `no-existe-${Date.now()}`;
      await writeEmulatorDocument(`quote-detail/${cartId}/cart/${madeUp}`, {
        sku: 'GRATIS-1',
        product_id: madeUp,
        sku_description: 'Transformador 500 kVA de regalo',
        brand: '',
        quantity: 1,
      });
      await page.goto(`/b2b/login?next=${encodeURIComponent('/b2b/solicitar?carrito=cart')}`);
      await signIn(page, email);
      await expect(page).toHaveURL(/\/b2b\/solicitar/);
      await fillQuoteRequest(page);
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(
        page.getByText(
          'Este producto ya no está disponible: «Transformador 500 kVA de regalo». Quítalo de tu carrito para continuar.',
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/b2b\/solicitar/);
      await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
      expect(await readEmulatorDocument(`quote-detail/${cartId}`)).toMatchObject({
        status: 'draft',
        request_details: null,
      });
    });
  });

  test('lists: create one from the product page, add to it, and make it the active cart', async ({ page }) => {
    const email = uniqueEmail('listas');
    await createEmailAccount(email, PASSWORD, 'Lucía Listas');
    await signInFromLogin(page, email);
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
    await dialog
      .getByTestId('list-item')
      .filter({ hasText: 'Obra Norte' })
      .getByRole('button', { name: 'Usar como carrito' })
      .click();
    await expect(dialog.getByText('Carrito activo')).toBeVisible();
    const listId = await page.evaluate(() => window.localStorage.getItem('cartID'));
    expect(await readEmulatorDocument(`quote-detail/${listId}`)).toMatchObject({
      alias: 'Obra Norte',
      isAnonymous: false,
      customer: { nameOfClient: 'Lucía Listas' },
    });
    expect((await readEmulatorDocument(`quote-detail/${listId}/cart/${other.product_id}`))?.quantity).toBe(1);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // Buy-now carries the customer's identity too.
    await page.getByRole('button', { name: 'Comprar ya' }).click();
    await expect(page).toHaveURL(/\/compra-ya$/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('buyNow'))).toBeTruthy();
    const buyNowId = await page.evaluate(() => window.localStorage.getItem('buyNow'));
    await expect.poll(async () => (await readEmulatorDocument(`quote-detail/${buyNowId}`))?.alias).toBe('Compra Ya');
    expect(await readEmulatorDocument(`quote-detail/${buyNowId}`)).toMatchObject({
      isAnonymous: false,
      customer: { nameOfClient: 'Lucía Listas' },
    });
  });
});

test.describe('a customer of years', () => {
  test('"Mis cotizaciones" shows the newest hundred, and "Ver más cotizaciones" the older ones, the rows already shown staying', async ({
    page,
  }) => {
    const email = uniqueEmail('historial');
    const uid = await createEmailAccount(email, PASSWORD, 'Hugo Historial');
    // 101 lists, one a minute: "Lista 001" the oldest.
    const start = Date.now() - 200 * 60_000;
    const ids = Array.from({ length: CUSTOMER_LIST_STEP + 1 }, (_, i) => `e2e-historial-${uid}-${i}`);
    await commitEmulatorWrites({
      set: ids.map((id, i) => ({
        path: `${FIRESTORE_COLLECTIONS.quotes}/${id}`,
        data: unwrapResult(
          newQuote({
            ownerUid: uid,
            now: new Date(start + i * 60_000),
            kind: 'cart',
            customerName: 'Hugo Historial',
            alias: `Lista ${String(i + 1).padStart(3, '0')}`,
          }),
        ),
      })),
    });
    try {
      await page.goto('/b2b/login');
      await signIn(page, email);
      await expect(page).toHaveURL(/\/b2b$/);
      const rows = page.getByTestId('customer-quote');
      await expect(rows).toHaveCount(CUSTOMER_LIST_STEP);
      await expect(rows.first()).toContainText('Lista 101');
      await expect(rows.last()).toContainText('Lista 002');
      const more = page.getByRole('button', { name: 'Ver más cotizaciones' });
      await more.click();
      await expect(rows).toHaveCount(CUSTOMER_LIST_STEP + 1);
      await expect(rows.last()).toContainText('Lista 001');
      await expect(more).toHaveCount(0);
    } finally {
      await commitEmulatorWrites({ remove: ids.map((id) => `${FIRESTORE_COLLECTIONS.quotes}/${id}`) });
    }
  });
  test('"Agregar a lista" still offers a list changed before a hundred quotes asked for since', async ({ page }) => {
    const email = uniqueEmail('lista-antigua');
    const uid = await createEmailAccount(email, PASSWORD, 'Olga Obras');
    const start = Date.now() - 200 * 60_000;
    const customer = { id: uid, nameOfClient: 'Olga Obras' };
    const listId = `e2e-lista-antigua-${uid}`;
    const sentIds = Array.from({ length: CUSTOMER_LIST_STEP }, (_, i) => `e2e-lista-antigua-${uid}-${i}`);
    await commitEmulatorWrites({
      set: [
        {
          path: `${FIRESTORE_COLLECTIONS.quotes}/${listId}`,
          data: unwrapResult(
            newQuote({
              ownerUid: uid,
              now: new Date(start),
              kind: 'cart',
              customerName: 'Olga Obras',
              alias: 'Obra Antigua',
            }),
          ),
        },
        ...sentIds.map((id, i) => ({
          path: `${FIRESTORE_COLLECTIONS.quotes}/${id}`,
          data: makeSentQuote({ owner: uid, customer, updated_at: new Date(start + (i + 1) * 60_000) }),
        })),
      ],
    });
    try {
      await signInFromLogin(page, email);
      await page.goto(`/productos/${encodeURIComponent(other.product_id)}`);
      await page.getByRole('button', { name: 'Agregar a lista' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar a lista' });
      const item = dialog.getByTestId('list-item').filter({ hasText: 'Obra Antigua' });
      await expect(item).toBeVisible();
      await expect(dialog.getByTestId('list-item')).toHaveCount(1);
      await expect(dialog.getByRole('button', { name: 'Ver más listas' })).toHaveCount(0);
      await item.getByRole('button', { name: 'Agregar a Obra Antigua' }).click();
      await expect(page.getByText('Producto agregado a «Obra Antigua».')).toBeVisible();
      await expect
        .poll(async () => (await readEmulatorDocument(`quote-detail/${listId}/cart/${other.product_id}`))?.quantity)
        .toBe(1);
    } finally {
      await commitEmulatorWrites({
        remove: [listId, ...sentIds].map((id) => `${FIRESTORE_COLLECTIONS.quotes}/${id}`),
      });
    }
  });
});

test.describe("a list's own page", () => {
  test('"Usar como mi carrito" makes the list the cart and opens it; then the page says it is the cart', async ({
    page,
  }) => {
    const email = uniqueEmail('lista-carrito');
    await createEmailAccount(email, PASSWORD, 'Simón Sur');
    await signInFromLogin(page, email);
    await openProduct(page, product.product_id);
    const firstCart = await addToQuote(page, product.product_id, 1);
    await openProduct(page, other.product_id);
    await page.getByRole('button', { name: 'Agregar a lista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar a lista' });
    await dialog.getByLabel('Nueva lista').fill('Obra Sur');
    await dialog.getByRole('button', { name: 'Crear y agregar' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/b2b');
    // "Mis cotizaciones" marks the list that is the cart.
    const row = (alias: string | RegExp) => page.getByTestId('customer-quote').filter({ hasText: alias });
    await expect(row('Obra Sur')).toBeVisible();
    await expect(row('Tu cotización').getByTestId('customer-quote-active-cart')).toHaveText('Tu carrito');
    await expect(page.getByTestId('customer-quote-active-cart')).toHaveCount(1);
    await row('Obra Sur').click();
    const choice = page.getByTestId('list-cart-choice');
    await expect(choice).toContainText('úsala como tu carrito');
    await choice.getByRole('button', { name: 'Usar como mi carrito' }).click();
    await expect(page).toHaveURL(/\/carrito$/);
    await expect(page.getByText('«Obra Sur» es ahora tu carrito.')).toBeVisible();
    await expect(page.locator(`li[data-product-id="${other.product_id}"]`)).toBeVisible();
    await expect(page.locator(`li[data-product-id="${product.product_id}"]`)).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.goto('/b2b');
    await expect(row('Obra Sur').getByTestId('customer-quote-active-cart')).toHaveText('Tu carrito');
    await expect(page.getByTestId('customer-quote-active-cart')).toHaveCount(1);
    await row('Obra Sur').click();
    await expect(choice).toContainText('Esta lista es tu carrito');
    await expect(choice.getByRole('link', { name: 'Ir al carrito' })).toBeVisible();
    // The cart it replaced is a list now, and can be the cart again from its own page.
    await page.goto(`/b2b/cotizaciones/${firstCart}`);
    await expect(
      page.getByTestId('list-cart-choice').getByRole('button', { name: 'Usar como mi carrito' }),
    ).toBeVisible();
  });
});

test.describe('B2B layout and keyboard', () => {
  test('the sign-in screen fits every breakpoint from 375 to 1920 px on every tab', async ({ page }) => {
    await page.setViewportSize({ width: BREAKPOINTS.xxs, height: 900 });
    await page.goto('/b2b/login');
    for (const tab of ['Iniciar sesión', 'Crear cuenta', 'Con teléfono']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectFitsEveryBreakpoint(page);
    }
  });

  test('the sign-in tabs work from the keyboard: arrows move between tabs, Tab goes on to the form', async ({
    page,
  }) => {
    await page.goto('/b2b/login');
    await page.getByRole('tab', { name: 'Iniciar sesión' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Crear cuenta' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Crear cuenta' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Con teléfono' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  });

  test('the signed-in pages fit a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: BREAKPOINTS.xxs, height: 800 });
    const email = uniqueEmail('movil');
    await createEmailAccount(email, PASSWORD, 'Mónica Móvil');
    await addAnonymously(page, product.product_id);
    await signInFromLogin(page, email);
    const pages: [string, string][] = [
      ['/b2b', 'Mis cotizaciones'],
      ['/b2b/perfil', 'Verifica tu teléfono'],
      ['/b2b/solicitar?carrito=cart', 'Enviar solicitud'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });
});

import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_PRODUCTS, DEMO_USERS } from '@voltia/demo-data';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeOn, expectNoAxeViolations, expectToastReadable, WCAG_TAGS } from './axe';
import { addAnonymously, addToQuote, expectSavedLine, openProduct, productPath } from './quote-cart';
import { createEmailAccount, uniqueEmail } from './auth-emulator';
import { readEmulatorDocument } from './emulator-data';
import { PASSWORD, signIn } from './account-steps';

const product = DEMO_PRODUCTS.filter((p) => p.published)[12]!;
/** The demo customer (Constructora Norte), whose quotes and orders the demo data holds in every status. */
const DEMO_CUSTOMER = DEMO_USERS.find((user) => user.email === 'cliente@constructora-norte.example')!;

/**
 * Presses Tab until `target` has the focus, as a keyboard user would: fails if it is not in the tab
 * order within `maxPresses` (unreachable, hidden from the keyboard, or behind a focus trap). When
 * Tab comes back to where it already was before reaching it (a toast hands the focus back to where
 * it came from while it shows), the user turns round with Shift+Tab.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  const seen = new Set<string>();
  let key = 'Tab';
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    const here = await page.evaluate(() => {
      const element = document.activeElement;
      return element === null
        ? ''
        : `${element.tagName}|${element.id}|${element.getAttribute('href') ?? ''}|${element.textContent?.slice(0, 40) ?? ''}`;
    });
    if (key === 'Tab' && seen.has(here)) key = 'Shift+Tab';
    seen.add(here);
    await page.keyboard.press(key);
  }
  await expect(target, `reached with the keyboard within ${maxPresses} presses`).toBeFocused();
}

const VIEWPORTS = { phone: BREAKPOINTS.xxs, laptop: BREAKPOINTS.xl } as const;

for (const [device, width] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility at ${width} px (${device})`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('home, catalogue, an empty search, product page and sign-in have no WCAG A/AA violations', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'the home page');

      await page.goto('/productos');
      await expect(page.getByTestId('catalogue-count')).toBeVisible();
      await expectNoAxeViolations(page, 'the catalogue');

      await page.goto('/productos?q=zzzqqqxxx');
      await expect(page.getByRole('heading', { name: /no encontramos/i })).toBeVisible();
      await expectNoAxeViolations(page, 'a search without results');

      await openProduct(page, product.product_id);
      await expectNoAxeViolations(page, 'the product page');

      await page.goto('/b2b/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'the sign-in page');
      await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
      await expect(page.getByLabel('Correo electrónico')).toBeFocused();
      await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'the sign-in form showing its errors');

      await page.goto('/b2b');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'the B2B landing');
    });

    test('the empty cart, a cart with a line and the buy-now cart have no WCAG A/AA violations', async ({ page }) => {
      await page.goto('/carrito');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'the empty cart');

      await openProduct(page, product.product_id);
      await addToQuote(page, product.product_id, 1);
      await page.goto('/carrito');
      await expect(page.locator(`li[data-product-id="${product.product_id}"]`)).toBeVisible();
      await expectNoAxeViolations(page, 'a cart with a line');

      await page.goto(productPath(product.product_id));
      await page.getByRole('button', { name: 'Comprar ya' }).click();
      await expect(page).toHaveURL(/\/compra-ya/);
      await expect(page.locator(`li[data-product-id="${product.product_id}"]`)).toBeVisible();
      await expectNoAxeViolations(page, 'the buy-now cart');
    });

    test("search suggestions and a signed-in customer's pages have no WCAG A/AA violations", async ({ page }) => {
      await page.goto('/productos');
      await expect(page.locator('form[role="search"][data-enhanced="true"]')).toHaveCount(1);
      await page.getByRole('combobox').first().fill('interrup');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, 'the open search suggestions');

      const email = uniqueEmail('accesible');
      await createEmailAccount(email, PASSWORD, 'Alba Accesible');
      const cartId = await addAnonymously(page, product.product_id);
      await page.goto('/b2b/login?next=/b2b/solicitar?carrito=cart');
      await signIn(page, email);
      await expect(page).toHaveURL(/\/b2b\/solicitar/);
      await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
      await expectNoAxeViolations(page, 'the quote request form');

      // A submit with missing fields puts the keyboard on the first one, which names its error.
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      const phone = page.getByLabel('Teléfono');
      await expect(phone).toBeFocused();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription(/Escribe el número con el código de país/);
      await expect(page.getByLabel('Empresa o razón social')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'the quote request form showing its errors');

      await page.getByLabel('Teléfono').fill('+52 81 1234 5678');
      await page.getByLabel('Empresa o razón social').fill('Accesos del Norte');
      await page.getByLabel('Identificación fiscal (RFC, NIT, CUIT…)').fill('ADN010203AB1');
      await page.getByLabel('Ciudad de entrega').fill('Monterrey');
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page).toHaveURL(new RegExp(`/b2b/cotizaciones/${cartId}$`));
      await expect(page.getByTestId('quote-status')).toHaveText('Solicitada');
      await expectNoAxeViolations(page, "one of the customer's quotes");

      await page.goto('/b2b');
      await expect(page.getByTestId('customer-quote').first()).toBeVisible();
      await expectNoAxeViolations(page, 'Mis cotizaciones');

      await page.goto('/b2b/perfil');
      await expect(page.getByTestId('profile-phone')).toBeVisible();
      await expectNoAxeViolations(page, 'the profile');

      await openProduct(page, product.product_id);
      await page.getByRole('button', { name: 'Agregar a lista' }).click();
      await expect(page.getByRole('dialog', { name: 'Agregar a lista' })).toBeVisible();
      await expectNoAxeViolations(page, 'the lists dialog');
    });
  });
}

/** The height a thumb needs: 44 CSS px, the platforms' guideline for a touch target. */
const THUMB_PX = 44;
/** The width below which a target fails WCAG 2.2's minimum (2.5.8, AA). */
const MIN_WIDTH_PX = 24;

/**
 * Every visible control of the page that is shorter than a thumb or narrower than WCAG's minimum:
 * links, buttons, fields, selects and disclosures, as "tag «name» width×height". A link inside a
 * sentence or a definition is left out (WCAG's inline exception), as is what only a screen reader
 * reads (the skip link until focused, one pixel); a link stretched over its card counts the card.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ thumb, minWidth }) =>
      [
        ...document.querySelectorAll(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
        ),
      ].flatMap((element) => {
        // A link stretched over its card (an absolute ::after) is tapped anywhere on the card.
        const after = getComputedStyle(element, '::after');
        const stretched = after.position === 'absolute' && after.content !== 'none';
        const box = ((stretched ? (element as HTMLElement).offsetParent : null) ?? element).getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') return [];
        if (element.tagName === 'A' && element.parentElement?.closest('p, dd') !== null) return [];
        if (box.height >= thumb - 0.5 && box.width >= minWidth - 0.5) return [];
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return [`${element.tagName.toLowerCase()} «${name}» ${Math.round(box.width)}×${Math.round(box.height)}`];
      }),
    { thumb: THUMB_PX, minWidth: MIN_WIDTH_PX },
  );
}

test.describe(`touch targets at ${BREAKPOINTS.xxs} px`, () => {
  test.use({ viewport: { width: BREAKPOINTS.xxs, height: 900 }, hasTouch: true, isMobile: true });

  test('every control of home, a filtered listing, a product page and the cart is at least 44 px tall', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await smallTargets(page), 'the home page').toEqual([]);

    // A listing with a filter: its chip, "Limpiar filtros", the sort, the cards' quantity and add,
    // the pages; the facets, a disclosure on phones, opened with their "Ver … más".
    await page.goto(`/productos?marca=${product.brand_id}`);
    await expect(page.getByTestId('catalogue-count')).toBeVisible();
    await page.locator('summary', { hasText: 'Filtros' }).click();
    await expect(page.getByRole('link', { name: /^Quitar filtro de marca/ })).toBeVisible();
    expect(await smallTargets(page), 'a filtered listing with its facets open').toEqual([]);

    await openProduct(page, product.product_id);
    expect(await smallTargets(page), 'the product page').toEqual([]);
    await addToQuote(page, product.product_id, 1);
    await page.goto('/carrito');
    await expect(page.locator(`li[data-product-id="${product.product_id}"]`)).toBeVisible();
    expect(await smallTargets(page), 'a cart with a line').toEqual([]);
  });

  test("every control of the sign-in screen and of a customer's area (quotes, an offer with its dialogs, orders, profile) is at least 44 px tall", async ({
    page,
  }) => {
    await page.goto('/b2b/login');
    for (const tab of ['Crear cuenta', 'Con teléfono', 'Iniciar sesión']) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await smallTargets(page), `the sign-in screen, tab «${tab}»`).toEqual([]);
    }
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('button', { name: /enlace/i })).toBeVisible();
    expect(await smallTargets(page), 'the password reset').toEqual([]);

    // The demo customer, read only: his quotes in every status, an offer to accept, his orders.
    await page.goto('/b2b/login');
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(/\/b2b$/);
    await expect(page.locator('a[href="/b2b/cotizaciones/demo-quote-norte-enviada"]')).toBeVisible();
    expect(await smallTargets(page), 'Mis cotizaciones').toEqual([]);
    await page.goto('/b2b/cotizaciones/demo-quote-norte-enviada');
    await expect(page.getByRole('button', { name: 'Aceptar cotización' })).toBeVisible();
    expect(await smallTargets(page), 'an offer to answer').toEqual([]);
    for (const name of ['Aceptar cotización', 'Rechazar cotización']) {
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await smallTargets(page), `the dialog «${name}» over the offer`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.goto('/b2b/pedidos');
    await expect(page.locator('a[href="/b2b/pedidos/demo-quote-norte-enviado"]')).toBeVisible();
    expect(await smallTargets(page), 'Mis pedidos').toEqual([]);
    await page.goto('/b2b/pedidos/demo-quote-norte-enviado');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await smallTargets(page), 'an order').toEqual([]);
    await page.goto('/b2b/perfil');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Guardar/ }).first()).toBeVisible();
    expect(await smallTargets(page), 'the profile').toEqual([]);
  });

  test('the check finds a small button and a short link, and lets a link inside a sentence be', async ({ page }) => {
    await page.goto('/carrito');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = await smallTargets(page);
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          '<button type="button" style="height:30px;width:80px">Pequeño</button><a href="/" style="display:inline-block;height:44px;width:12px">x</a><p>Lee el <a href="/">aviso</a>.</p>',
        );
    });
    expect(await smallTargets(page)).toEqual([...before, 'button «Pequeño» 80×30', 'a «x» 12×44']);
  });
});

test.describe('accessibility of the toasts', () => {
  test('a success toast reads at WCAG AA contrast', async ({ page }) => {
    const product = DEMO_PRODUCTS.filter((p) => p.published)[30]!;
    await openProduct(page, product.product_id);
    await page.getByRole('button', { name: 'Agregar a cotización' }).click();
    await expectToastReadable(page, 'success');
  });
});

test.describe('the accessibility check itself', () => {
  test('finds a nameless button, an image without text and grey on white in one of our pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the home page before the faults');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'beforeend',
        '<button type="button" id="sin-nombre"></button><img id="sin-texto" src="/icon.svg"><p id="gris" style="color:#d4d4d4;background:#fff">Texto gris</p>',
      );
    });
    const { violations } = await axeOn(page).withTags(WCAG_TAGS).analyze();
    const found = Object.fromEntries(violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(' '))]));
    expect(found).toMatchObject({
      'button-name': ['#sin-nombre'],
      'image-alt': ['#sin-texto'],
      'color-contrast': ['#gris'],
    });
  });
});

test.describe('accessibility of the 404 page', () => {
  // Chromium reports the 404 document itself as a console error.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('has no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the 404 page');
  });
});

test.describe('keyboard only', () => {
  test('search, open a product, add 3 to the quote, change it to 5 in the cart and remove it, without a mouse', async ({
    page,
  }) => {
    await page.goto('/productos');
    await expect(page.locator('form[role="search"][data-enhanced="true"]')).toHaveCount(1);
    const search = page.getByRole('combobox').first();
    await tabTo(page, search);
    await page.keyboard.type(product.sku);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(product.sku);

    const result = page
      .getByRole('region', { name: 'Resultados' })
      .getByRole('link', { name: product.description })
      .first();
    await tabTo(page, result);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.description);
    await expect(page.getByRole('button', { name: 'Agregar a lista' })).toBeEnabled();

    await tabTo(page, page.getByLabel('Cantidad'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    await tabTo(page, page.getByRole('button', { name: 'Agregar a cotización' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const cartId = await expectSavedLine(page, product.product_id, 3);

    await tabTo(page, page.getByRole('link', { name: /Mi cotización/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/carrito$/);
    const line = page.locator(`li[data-product-id="${product.product_id}"]`);
    const quantity = line.getByLabel('Cantidad');
    await expect(quantity).toHaveValue('3');
    await tabTo(page, quantity);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await readEmulatorDocument(`quote-detail/${cartId}/cart/${product.product_id}`))?.quantity)
      .toBe(5);

    await tabTo(page, line.getByRole('button', { name: /^Quitar / }));
    await page.keyboard.press('Enter');
    await expect(line).toHaveCount(0);
    await expect.poll(async () => readEmulatorDocument(`quote-detail/${cartId}/cart/${product.product_id}`)).toBeNull();
  });
});

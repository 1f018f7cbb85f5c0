import { DEMO_PRODUCTS } from '@voltia/demo-data';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { queryEmulatorDocuments, readEmulatorDocument } from './emulator-data';
import { addToQuote, openProduct, productPath } from './quote-cart';

// Published demo products, picked by position so the journeys do not depend on hand-copied literals.
const published = DEMO_PRODUCTS.filter((p) => p.published);
const first = published[3]!;
const second = published[40]!;

function cartLine(page: Page, productId: string) {
  return page.locator(`li[data-product-id="${productId}"]`);
}

const cartCount = (page: Page) => page.getByTestId('cart-count');

test.describe('the anonymous quote cart', () => {
  test('merges adds by the spec rule: 1 then 1 gives 2, then 5 gives 5', async ({ page }) => {
    await openProduct(page, first.product_id);
    await addToQuote(page, first.product_id, 1);
    await expect(cartCount(page)).toHaveText('1');
    await expect(page.getByText('Producto agregado a tu cotización.').first()).toBeVisible();
    const cartId = await page.evaluate(() => window.localStorage.getItem('cartID'));
    expect(cartId).toBeTruthy();

    await addToQuote(page, first.product_id, 2);
    await expect(page.getByText('Agregaste 1: en tu cotización ahora hay 2 (tenías 1).')).toBeVisible();
    await page.getByLabel('Cantidad').fill('5');
    await addToQuote(page, first.product_id, 5);
    // A typed quantity replaces the line's: the toast says so with both figures, never "agregado".
    await expect(
      page.getByText(
        'Tu cotización ya tenía 2: la cantidad ahora es 5. Cámbiala en tu cotización si querías sumarlos.',
      ),
    ).toBeVisible();

    await page.goto('/carrito');
    await expect(cartLine(page, first.product_id)).toHaveCount(1);
    await expect(cartLine(page, first.product_id).getByLabel('Cantidad')).toHaveValue('5');

    // The merge happened in that order: 1 + 1 = 2 was replaced by 5, never 2 + 5.
    const stored = await readEmulatorDocument(`quote-detail/${cartId}/cart/${first.product_id}`);
    expect(stored?.quantity).toBe(5);
  });

  test('a second tab sees changes live; a reload keeps the cart; removal works', async ({ page, context }) => {
    await openProduct(page, first.product_id);
    await addToQuote(page, first.product_id, 1);
    await openProduct(page, second.product_id);
    await addToQuote(page, second.product_id, 1);
    await expect(cartCount(page)).toHaveText('2');

    await page.goto('/carrito');
    const other = await context.newPage();
    await other.goto('/carrito');
    await expect(cartLine(other, first.product_id)).toBeVisible();
    // A person switching to the other tab clicks in it: its live listener starts then.
    await other.getByRole('heading', { level: 1 }).click();
    await expect(other.getByTestId('cart-count')).toHaveAttribute('data-stale', 'false');

    // Change the quantity in one tab: the other follows through its live listener.
    const quantity = cartLine(page, first.product_id).getByLabel('Cantidad');
    await quantity.fill('7');
    await quantity.press('Enter');
    await expect(cartLine(other, first.product_id).getByLabel('Cantidad')).toHaveValue('7', { timeout: 3000 });

    // Rename the cart.
    await page.getByLabel('Nombre de la cotización').fill('Obra Monterrey');
    await page.getByRole('button', { name: 'Guardar nombre' }).click();
    await expect(other.getByLabel('Nombre de la cotización')).toHaveValue('Obra Monterrey', { timeout: 3000 });

    // Remove a line.
    await page.getByRole('button', { name: `Quitar ${second.description}` }).click();
    await expect(cartLine(page, second.product_id)).toHaveCount(0);
    await expect(cartLine(other, second.product_id)).toHaveCount(0, { timeout: 3000 });

    // A reload keeps everything.
    await page.reload();
    await expect(cartLine(page, first.product_id).getByLabel('Cantidad')).toHaveValue('7');
    await expect(cartLine(page, second.product_id)).toHaveCount(0);
    await expect(page.getByLabel('Nombre de la cotización')).toHaveValue('Obra Monterrey');
    await expect(cartCount(page)).toHaveText('1');
  });

  test('leaving while an add is on its way asks first, and the add is saved', async ({ page }) => {
    await openProduct(page, first.product_id);
    await addToQuote(page, first.product_id, 1);

    // Hold the next add's transaction commit, as a slow network would.
    let releaseCommit: () => Promise<void> = async () => {};
    const held = new Promise<void>((heldNow) => {
      void page.route('**/documents:commit*', (route) => {
        releaseCommit = () => route.continue();
        heldNow();
      });
    });
    await page.getByRole('button', { name: 'Agregar a cotización' }).click();
    await held;
    await expect(cartCount(page)).toHaveText('1');
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-pending', 'true');

    // Closing the tab now would lose the add: the browser's "leave site?" dialog comes first.
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const beforeUnload = await dialog;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();
    expect(page.isClosed()).toBe(false);

    await releaseCommit();
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-pending', 'false');
    const cartId = await page.evaluate(() => window.localStorage.getItem('cartID'));
    await expect
      .poll(async () => (await readEmulatorDocument(`quote-detail/${cartId}/cart/${first.product_id}`))?.quantity)
      .toBe(2);

    // Saved: a reload no longer asks.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-pending', 'false');
    expect(dialogs).toEqual([]);
  });

  test('while a saved cart loads, the badge says so instead of showing 0', async ({ page }) => {
    await openProduct(page, first.product_id);
    await addToQuote(page, first.product_id, 1);

    // Every number the badge shows from the next page load on, in a browser that has not kept what
    // it last saw of the cart (so only the live cart can tell its size).
    await page.addInitScript(() => {
      window.localStorage.removeItem('cartID:seen');
      const seen: string[] = [];
      (window as unknown as { badgeCounts: string[] }).badgeCounts = seen;
      new MutationObserver(() => {
        const count = document.querySelector('[data-testid="cart-count"]');
        const text = count?.getAttribute('data-loading') === 'true' ? 'cargando' : (count?.textContent ?? '');
        if (seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    // A slow network: the cart's live listener answers late.
    await page.route('**/Listen/channel*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/productos');
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('aria-label', 'Mi cotización, cargando');
    await page.keyboard.press('Tab');
    await expect(cartCount(page)).toHaveText('1');
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('aria-label', 'Mi cotización, 1 producto');
    const counts = await page.evaluate(() => (window as unknown as { badgeCounts: string[] }).badgeCounts);
    expect(counts).toContain('cargando');
    expect(counts).not.toContain('0');
  });

  test('shows an empty cart with a way back to the catalogue', async ({ page }) => {
    await page.goto('/carrito');
    await expect(page.getByText('Tu cotización está vacía.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/productos');
  });

  test('refuses a quantity out of bounds with a Spanish message', async ({ page }) => {
    await openProduct(page, first.product_id);
    await page.getByLabel('Cantidad').fill('0');
    await expect(page.getByText('Escribe una cantidad entera entre 1 y 9999.')).toBeVisible();
    await expect(page.getByLabel('Cantidad')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Agregar a cotización' })).toBeDisabled();
  });

  test('"Comprar ya" creates its own cart with that one product', async ({ page }) => {
    await openProduct(page, first.product_id);
    await addToQuote(page, first.product_id, 1);
    await expect(cartCount(page)).toHaveText('1');

    await openProduct(page, second.product_id);
    await page.getByLabel('Cantidad').fill('3');
    await page.getByRole('button', { name: 'Comprar ya' }).click();
    await expect(page).toHaveURL(/\/compra-ya$/);
    await expect(cartLine(page, second.product_id).getByLabel('Cantidad')).toHaveValue('3');
    await expect(cartLine(page, first.product_id)).toHaveCount(0);

    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('buyNow'))).toBeTruthy();
    const ids = await page.evaluate(() => [
      window.localStorage.getItem('cartID'),
      window.localStorage.getItem('buyNow'),
    ]);
    expect(ids[0]).not.toBe(ids[1]);
    await expect.poll(async () => (await readEmulatorDocument(`quote-detail/${ids[1]}`))?.alias).toBe('Compra Ya');
    // The quote cart is untouched.
    await expect(cartCount(page)).toHaveText('1');
  });

  test.describe('lists', () => {
    test('"Agregar a lista" sends a visitor to sign in, remembering the product', async ({ page }) => {
      await openProduct(page, first.product_id);
      await page.getByRole('button', { name: 'Agregar a lista' }).click();
      await expect(page).toHaveURL(`/b2b/login?next=${encodeURIComponent(productPath(first.product_id))}`);
      await expect(page.getByRole('heading', { name: 'Ingresa a tu cuenta B2B' })).toBeVisible();
    });
  });

  test('the stats API stored the three kinds of event: a search with its result count, a view and an add', async ({
    page,
  }) => {
    // Each event is one raw document in stats-events (decision 008), counted into its day by the roll-up.
    const searches = async () =>
      (await queryEmulatorDocuments('stats-events', 'payload.search_term', 'contactor')).filter(
        (event) => event.kind === 'search_record',
      );
    const searchesBefore = (await searches()).length;
    await page.goto('/');
    await expect(page.locator('form[role="search"][data-enhanced="true"]').first()).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Buscar en el catálogo' });
    await search.fill('contactor');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/productos\?q=contactor$/);
    const shown = Number(await page.getByTestId('catalogue-count').getAttribute('data-total'));
    await expect.poll(async () => (await searches()).length - searchesBefore).toBe(1);
    expect((await searches()).map((event) => event.payload)).toContainEqual({
      search_term: 'contactor',
      type: 'search',
      results: shown,
    });

    const product = published[77]!;
    const eventsOf = async (kind: string) =>
      (await queryEmulatorDocuments('stats-events', 'payload.product_id', product.product_id)).filter(
        (event) => event.kind === kind,
      ).length;
    const before = [await eventsOf('product_viewed'), await eventsOf('product_added')];
    await openProduct(page, product.product_id);
    await addToQuote(page, product.product_id, 1);
    await expect(cartCount(page)).toHaveText('1');
    await expect
      .poll(async () => [
        (await eventsOf('product_viewed')) - before[0]!,
        (await eventsOf('product_added')) - before[1]!,
      ])
      .toEqual([1, 1]);
  });
});

test.describe('an add the server refuses', () => {
  // The browser logs the refused request itself.
  test.use({ expectedConsoleErrors: [/status of 403 \(Forbidden\)/] });

  test('shows at once, then rolls back with a Spanish toast; the next try works', async ({ page }) => {
    await openProduct(page, first.product_id);
    const cartId = await addToQuote(page, first.product_id, 1);
    await openProduct(page, second.product_id);
    // The saved cart has been read (its one line), so the count below is the server's plus the add.
    await expect(cartCount(page)).toHaveText('1');

    // The next add's transaction commit is held, then refused as the rules would refuse it.
    let refuse: () => Promise<void> = async () => {};
    const held = new Promise<void>((heldNow) => {
      void page.route('**/documents:commit*', (route) => {
        refuse = () =>
          route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' },
            }),
          });
        heldNow();
      });
    });
    await page.getByRole('button', { name: 'Agregar a cotización' }).click();
    await held;
    // Latency compensation: the line counts before the server answers.
    await expect(cartCount(page)).toHaveText('2');

    await refuse();
    await expect(page.getByText('No se pudo agregar el producto al carrito. Inténtalo de nuevo.')).toBeVisible();
    await expect(cartCount(page)).toHaveText('1');
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-pending', 'false');
    expect(await readEmulatorDocument(`quote-detail/${cartId}/cart/${second.product_id}`)).toBeNull();

    await page.unroute('**/documents:commit*');
    await addToQuote(page, second.product_id, 1);
    await expect(cartCount(page)).toHaveText('2');
  });
});

import { DEMO_PRODUCTS } from '@voltia/demo-data';
import { expect, test } from './fixtures';
import { productPath } from './quote-cart';

// A browser keeps the pages a visitor leaves in its back/forward cache, frozen with whatever they
// held open; the journeys' Chromium is started without that cache (Playwright's default), so this
// one starts its own with it, as a visitor's browser is. A page kept there with its Firestore streams
// open held one of the six connections a browser opens to one HTTP/1.1 host (the emulator, or
// Firestore behind a proxy that speaks HTTP/1.1): the sixth product page opened in a row could not
// reach Firestore, and its add never reached the server.

/** Debian's full Chromium: its headless shell, which the other journeys use, keeps no page. */
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const published = DEMO_PRODUCTS.filter((product) => product.published);
/** More pages than a browser's connections to one host. */
const PAGES = 8;

test('product after product, each a page of its own the browser keeps: every add reaches the server, and a page brought back shows the live cart', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    executablePath: FULL_CHROMIUM,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await (await browser.newContext({ baseURL, locale: 'es-MX' })).newPage();
    const products = published.slice(40, 40 + PAGES);
    for (const [index, product] of products.entries()) {
      await page.goto(productPath(product.product_id));
      await expect(page.getByRole('button', { name: 'Agregar a lista' })).toBeEnabled();
      await page.getByRole('button', { name: 'Agregar a cotización' }).click();
      await expect(page.getByTestId('cart-count')).toHaveText(String(index + 1));
      await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-pending', 'false');
      // Marks this page, to tell a page the browser kept from one it loaded again.
      await page.evaluate(() => Object.assign(window, { keptPage: true }));
    }
    // Back to the page before the last: the browser brings the kept page back, and its cart, frozen
    // at one line less, follows the server again.
    // A page brought back from the cache fires no load event (Playwright's goBack waits for one).
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(productPath(products[PAGES - 2]!.product_id));
    // A page loaded again says why the browser did not keep it (Chromium's notRestoredReasons).
    const back = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation').at(-1) as
        (PerformanceEntry & { notRestoredReasons?: unknown }) | undefined;
      return {
        kept: (window as { keptPage?: boolean }).keptPage === true,
        reasons: JSON.stringify(entry?.notRestoredReasons ?? null),
      };
    });
    expect(back.kept, `the browser loaded the page again instead of bringing it back: ${back.reasons}`).toBe(true);
    await expect(page.getByTestId('cart-count')).toHaveText(String(PAGES));
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-pending', 'false');
  } finally {
    await browser.close();
  }
});

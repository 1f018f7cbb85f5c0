import type { Locator, Page } from '@playwright/test';
import { type TProduct } from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_PRODUCTS, demoProductImagePath } from '@voltia/demo-data';
import { expectNoAxeViolations } from './axe';
import { bumpCatalogueEpoch, deleteEmulatorDocuments, writeEmulatorDocument } from './emulator-data';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { openProduct, productPath } from './quote-cart';

// Issue 12, 4b: every page that lists or shows a product shows its image, or its category's
// placeholder, never a broken image, and the image never moves the page.
const PUBLISHED = DEMO_PRODUCTS.filter((product) => product.published);
const product = PUBLISHED[7]!;
const VIEWPORTS = [BREAKPOINTS.xxs, BREAKPOINTS.xl] as const;

const results = (page: Page) => page.getByRole('region', { name: 'Resultados' });
const placeholderOf = (page: Page, description: string) =>
  page.getByRole('img', { name: `${description} (sin imagen)`, exact: true });

/** The image is in the page and the browser decoded it (a broken one has naturalWidth 0). */
async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Every product card in `scope` shows its own image, loaded, named by its description. */
async function expectCardImages(scope: Locator, expectedCount: number): Promise<void> {
  const cards = scope.getByRole('article');
  await expect(cards).toHaveCount(expectedCount);
  for (const card of await cards.all()) {
    const description = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const shown = DEMO_PRODUCTS.find((p) => p.description === description);
    expect(shown, description).toBeDefined();
    const image = card.getByRole('img', { name: description, exact: true });
    await expect(image).toHaveAttribute('src', demoProductImagePath(shown!.product_id));
    await expectImageLoaded(image);
  }
}

test.describe('product images', () => {
  test('cards on the home page, the catalogue and a search show each product’s image', async ({ page }) => {
    await page.goto('/');
    await expectCardImages(page.getByRole('region', { name: 'Productos destacados' }), 8);

    await page.goto('/productos');
    await expectCardImages(results(page), 24);
    // Below the fold the cards' images wait until they are scrolled to.
    await expect(results(page).getByRole('img').last()).toHaveAttribute('loading', 'lazy');
    // The first row is on screen at load (a phone's largest paint is the first card's image): its
    // images load at once, the first one first.
    const cardImages = results(page).getByRole('img');
    await expect(cardImages.first()).toHaveAttribute('loading', 'eager');
    await expect(cardImages.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(cardImages.nth(2)).toHaveAttribute('loading', 'eager');
    await expect(cardImages.nth(2)).toHaveAttribute('fetchpriority', 'auto');
    await expect(cardImages.nth(3)).toHaveAttribute('loading', 'lazy');

    await page.goto(`/productos?q=${encodeURIComponent(product.sku)}`);
    await expect(results(page).getByRole('heading', { name: product.description })).toBeVisible();
    const card = results(page).getByRole('article').filter({ hasText: product.sku }).first();
    await expectImageLoaded(card.getByRole('img', { name: product.description, exact: true }));
  });

  test('the product page shows its image at once, and its related products’ images', async ({ page }) => {
    await openProduct(page, product.product_id);
    const image = page.getByRole('article').getByRole('img', { name: product.description, exact: true }).first();
    await expect(image).toHaveAttribute('src', demoProductImagePath(product.product_id));
    await expect(image).toHaveAttribute('loading', 'eager');
    await expectImageLoaded(image);
    await expect(page.getByTestId('product-image-placeholder')).toHaveCount(0);

    const related = page.getByRole('region', { name: /^Más en / });
    const relatedCount = await related.getByRole('article').count();
    expect(relatedCount).toBeGreaterThan(0);
    await expectCardImages(related, relatedCount);
  });

  test('the product page does not shift while its images load (CLS ≈ 0)', async ({ page }) => {
    // Layout shifts the user did not cause, summed from the first paint (buffered) to the end.
    await page.addInitScript(() => {
      const store = window as unknown as { __cls: number };
      store.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) store.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const width of VIEWPORTS) {
      await page.setViewportSize({ width, height: 900 });
      await openProduct(page, product.product_id);
      await expectImageLoaded(
        page.getByRole('article').getByRole('img', { name: product.description, exact: true }).first(),
      );
      // The related cards' lazy images load as they come into view.
      for (const image of await page
        .getByRole('region', { name: /^Más en / })
        .getByRole('img')
        .all())
        await expectImageLoaded(image);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, `cumulative layout shift at ${width} px`).toBeLessThan(0.01);
    }
  });

  for (const width of VIEWPORTS) {
    test(`pages with images have no WCAG A/AA violations at ${width} px and fit the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/productos');
      await expectImageLoaded(results(page).getByRole('img').first());
      await expectNoAxeViolations(page, `the catalogue at ${width} px`);
      await expectNoHorizontalScroll(page);

      await openProduct(page, product.product_id);
      await expectNoAxeViolations(page, `the product page at ${width} px`);
      await expectNoHorizontalScroll(page);
    });
  }
});

test.describe('a product without a usable image', () => {
  // The image that does not exist: Chromium logs its 404 (and the catalogue's while the product is awaited).
  test.use({ expectedConsoleErrors: [/status of 404/] });

  const base = PUBLISHED.find((p) => p.category_id === 'medicion')!;
  const stamp = Date.now().toString(36);
  const testProduct = (suffix: string, images: string[]): TProduct => ({
    ...base,
    product_id: `e2e-imagen-${suffix}-${stamp}`,
    sku: `E2E-IMG-${suffix.toUpperCase()}-${stamp.toUpperCase()}`,
    description: `Probador de imágenes ${suffix} ${stamp}`,
    supplier_ids: [],
    images,
  });
  const broken = testProduct('rota', ['/demo/productos/no-existe-e2e.svg']);
  const none = testProduct('ninguna', []);
  const foreign = testProduct('ajena', ['https://example.com/foto.jpg']);
  const written = [broken, none, foreign];

  test.beforeAll(async () => {
    for (const p of written) await writeEmulatorDocument(`products/${p.product_id}`, p);
    await bumpCatalogueEpoch();
  });

  test.afterAll(async () => {
    await deleteEmulatorDocuments(written.map((p) => `products/${p.product_id}`));
    await bumpCatalogueEpoch();
  });

  test('shows the category placeholder, never a broken image, on its page and its card', async ({ page }) => {
    // The storefront reloads its catalogue when the version moves (checked about once a second).
    test.setTimeout(150_000);
    for (const p of written) {
      await expect
        .poll(async () => (await page.request.get(productPath(p.product_id))).status(), {
          timeout: 20_000,
          intervals: [1_000],
        })
        .toBe(200);
    }

    for (const p of written) {
      await openProduct(page, p.product_id);
      await expect(placeholderOf(page, p.description).first()).toBeVisible();
      await expect(page.getByRole('img', { name: p.description, exact: true })).toHaveCount(0);
      await expect(page.locator('img[src*="no-existe-e2e"], img[src*="example.com"]')).toHaveCount(0);
    }

    // The card of the broken one, in a search: its lazy image fails after the page is interactive.
    await page.goto(`/productos?q=${encodeURIComponent(broken.sku)}`);
    const card = results(page).getByRole('article').filter({ hasText: broken.sku });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('img', { name: `${broken.description} (sin imagen)`, exact: true })).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);

    for (const width of VIEWPORTS) {
      await page.setViewportSize({ width, height: 900 });
      await openProduct(page, broken.product_id);
      await expect(placeholderOf(page, broken.description).first()).toBeVisible();
      await expectNoAxeViolations(page, `a product page with its placeholder at ${width} px`);
    }
  });
});

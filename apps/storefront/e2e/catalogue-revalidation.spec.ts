import { skuDocId, type TCatalogueProduct, type TProductInput, FUNCTIONS_REGION } from '@voltia/domain';
import { DEMO_PRODUCTS } from '@voltia/demo-data';
import { expectNoAxeViolations } from './axe';
import { bumpCatalogueEpoch, deleteEmulatorDocuments } from './emulator-data';
import { expect, test } from './fixtures';
import { createStaff, type TSession } from './quotes-function';

// A staff change through the catalogue function reaches the storefront's search and product pages
// within seconds (each storefront instance reads the products changed since the catalogue-state mark
// it holds), and an unpublished product's page says it is no longer available. The /catalogo screen
// drives the same function; here it is called directly, as that screen does.

const STOREFRONT_ORIGIN = 'http://127.0.0.1:3000';
const catalogueUrl = (route: string) =>
  `${process.env.FUNCTIONS_EMULATOR_ORIGIN ?? ''}/${process.env.GCLOUD_PROJECT ?? 'demo-voltia'}/${FUNCTIONS_REGION}/catalogue${route}`;
/** The storefront checks the version at most once a second; a few seconds is "within seconds". */
const WITHIN_SECONDS = 10_000;

async function save(staff: TSession, product: TProductInput): Promise<TCatalogueProduct> {
  const res = await fetch(catalogueUrl('/save'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: STOREFRONT_ORIGIN,
      Authorization: `Bearer ${staff.idToken}`,
    },
    body: JSON.stringify({ product }),
  });
  const body = (await res.json()) as { product?: TCatalogueProduct; error?: unknown };
  if (res.status !== 200 || body.product === undefined)
    throw new Error(`catalogue/save answered ${res.status}: ${JSON.stringify(body)}`);
  return body.product;
}

test.describe('staff catalogue changes reach the storefront', () => {
  let created: TCatalogueProduct | undefined;

  test.afterEach(async () => {
    if (created === undefined) return;
    await deleteEmulatorDocuments([
      `products/${created.product_id}`,
      `retired-products/${created.product_id}`,
      `product-skus/${skuDocId(created.sku)}`,
    ]);
    // A deletion past the function (the catalogue never deletes): what holds the catalogue reads it whole.
    await bumpCatalogueEpoch();
    created = undefined;
  });

  test('a new product shows in search within seconds; unpublished, it leaves search and its page says it is no longer available; published again, renamed, it is back', async ({
    page,
  }) => {
    const staff = await createStaff();
    const model = DEMO_PRODUCTS.find((product) => product.published && product.supplier_ids.length > 0)!;
    const sku = `REVAL-${Date.now().toString(36).toUpperCase()}`;
    const input: TProductInput = {
      sku,
      description: `Interruptor de revalidación ${sku}`,
      brand_id: model.brand_id,
      category_id: model.category_id,
      unit: 'pieza',
      attributes: [{ name: 'Polos', value: '2' }],
      supplier_ids: model.supplier_ids.slice(0, 1),
      images: [],
      published: true,
    };
    // The storefront has its catalogue loaded before the change.
    await page.goto(`/productos?q=${sku}`);
    created = await save(staff, input);

    await expect(async () => {
      await page.goto(`/productos?q=${encodeURIComponent(sku)}`);
      await expect(
        page.getByRole('region', { name: 'Resultados' }).getByRole('heading', { name: input.description }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: WITHIN_SECONDS });
    // The page records the view; let that land before the product is unpublished, or the stats API
    // rightly refuses a view of a product no longer on sale (a 422 in the console).
    const viewRecorded = page.waitForResponse((response) => response.url().includes('/stats/products/viewed'));
    await page.goto(`/productos/${created.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(input.description);
    expect((await viewRecorded).status()).toBe(202);

    created = await save(staff, { ...input, product_id: created.product_id, published: false });
    // Polled without a browser: until the store reloads (within a second or so) it still renders the
    // product, and that page's view would reach the stats API after the unpublish (a rightful 422).
    const productUrl = `/productos/${created.product_id}`;
    await expect
      .poll(async () => (await page.request.get(productUrl)).text(), {
        timeout: WITHIN_SECONDS,
        intervals: [250, 500, 1_000],
      })
      .toContain('Este producto ya no está disponible');
    await page.goto(productUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este producto ya no está disponible');
    await expect(
      page.getByRole('region', { name: 'Este producto ya no está disponible' }).getByText(input.description),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'unpublished product page');

    await page.goto(`/productos?q=${encodeURIComponent(sku)}`);
    await expect(
      page.getByRole('region', { name: 'Resultados' }).getByRole('heading', { name: input.description }),
    ).toHaveCount(0);

    // Published again under a new description: back in search by its new words, its page live again.
    const renamed = `Interruptor renombrado ${sku}`;
    created = await save(staff, { ...input, product_id: created.product_id, description: renamed });
    await expect(async () => {
      await page.goto(`/productos?q=${encodeURIComponent('renombrado')}`);
      await expect(
        page.getByRole('region', { name: 'Resultados' }).getByRole('heading', { name: renamed }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: WITHIN_SECONDS });
    const viewedAgain = page.waitForResponse((response) => response.url().includes('/stats/products/viewed'));
    await page.goto(productUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    expect((await viewedAgain).status()).toBe(202);
  });
});

import type { Page } from '@playwright/test';
import { type TProduct } from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from '@voltia/demo-data';
import { expect, expectFitsEveryBreakpoint, test } from './fixtures';
import { expectSavedLine } from './quote-cart';
import { recordStatsBeacons, sentStatsEvents } from './stats-beacons';

// Everything expected below is derived from the demo catalogue the global setup seeds.
const PUBLISHED = DEMO_PRODUCTS.filter((product) => product.published);
const UNPUBLISHED = DEMO_PRODUCTS.filter((product) => !product.published);
const PAGE_SIZE = 24;
const collator = new Intl.Collator('es', { numeric: true });

// Chromium reports the 404 document itself as a console error; expected on the not-found pages.
const NOT_FOUND_RESOURCE = /status of 404/;

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo catalogue has no ${what}`);
  return value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const countOf = (products: readonly TProduct[], predicate: (product: TProduct) => boolean) =>
  products.filter(predicate).length;
const categoryName = (id: string) =>
  required(
    DEMO_CATEGORIES.find((c) => c.id === id),
    `category ${id}`,
  ).name;
const brandName = (id: string) =>
  required(
    DEMO_BRANDS.find((b) => b.id === id),
    `brand ${id}`,
  ).name;

const results = (page: Page) => page.getByRole('region', { name: 'Resultados' });
const cardTitles = (page: Page) => results(page).getByRole('article').getByRole('heading');
const resultCount = (page: Page) => page.getByTestId('catalogue-count');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filtros' });
/** Hydrated: the search box has its suggestions and the stats are recorded from here on. */
const hydrated = (page: Page) => expect(page.locator('form[role="search"][data-enhanced="true"]')).toHaveCount(1);

/** The search records (POST {stats-api}/search/record) the page has sent so far. */
const searchRecords = (page: Page) => sentStatsEvents(page, '/search/record');

async function expectTotal(page: Page, total: number) {
  // Shown, not only in the document: React reveals a streamed page's content a moment after it
  // arrives (hidden until then), and the cards read after this are only found once it is shown.
  await expect(resultCount(page)).toBeVisible();
  await expect(resultCount(page)).toHaveAttribute('data-total', String(total));
  await expect(resultCount(page)).toContainText(`${total} ${total === 1 ? 'producto' : 'productos'}`);
}

test.describe('catalogue search', () => {
  test('a misspelt search from the home page finds the products ("interuptor")', async ({ page }) => {
    await recordStatsBeacons(page);
    await page.goto('/');
    await hydrated(page);
    const search = page.getByRole('combobox', { name: 'Buscar en el catálogo' });
    await search.fill('interuptor');
    await search.press('Enter');

    await expect(page).toHaveURL(/\/productos\?q=interuptor$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «interuptor»');
    await expect(cardTitles(page).first()).toBeVisible();
    const titles = await cardTitles(page).allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/interruptor/i);
    // Recorded once the listing shows its count, with that count (spec's payload plus `results`).
    const shown = Number(await resultCount(page).getAttribute('data-total'));
    await expect
      .poll(() => searchRecords(page))
      .toEqual([{ search_term: 'interuptor', type: 'search', results: shown }]);
  });

  test('a typo and missing accents together still find the one product ("interuptor limite")', async ({ page }) => {
    const limitSwitch = required(
      PUBLISHED.find((product) => product.description.startsWith('Interruptor de límite')),
      'limit switch',
    );
    await page.goto('/productos?q=interuptor+limite');

    await expect(cardTitles(page).first()).toHaveText(limitSwitch.description);
  });

  test('an accent-less term finds every product written with the accent ("termomagnetico")', async ({ page }) => {
    const withAccent = countOf(PUBLISHED, (product) => /termomagnético/i.test(product.description));
    expect(withAccent).toBeGreaterThan(PAGE_SIZE);

    await page.goto('/productos?q=termomagnetico');

    await expectTotal(page, withAccent);
    const titles = await cardTitles(page).allTextContents();
    expect(titles).toHaveLength(PAGE_SIZE);
    for (const title of titles) expect(title).toMatch(/termomagnético/i);
  });

  test('typeahead suggestions lead straight to a product', async ({ page }) => {
    await page.goto('/productos');
    // Suggestions come with hydration; typing before it would only fill the plain form.
    await hydrated(page);
    const search = page.getByRole('combobox', { name: 'Buscar productos' });
    await search.pressSequentially('termomagnetico qo', { delay: 20 });

    const options = page.getByRole('listbox', { name: 'Sugerencias de productos' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const firstSuggestion = (await options.first().locator('span').first().textContent()) ?? '';
    expect(firstSuggestion).toMatch(/termomagnético QO/i);

    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    await search.press('Enter');

    await expect(page).toHaveURL(/\/productos\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstSuggestion);
  });

  test('a result card adds its quantity to the quote by keyboard, without opening the product', async ({ page }) => {
    await page.goto('/productos?q=interruptor');
    await expect(page.locator('html[data-card-add="ready"]')).toHaveCount(1);
    const card = results(page).getByRole('article').first();
    const form = card.locator('form[data-card-add]');
    const productId = required((await form.getAttribute('data-product-id')) ?? undefined, 'card product id');
    const product = required(
      PUBLISHED.find((candidate) => candidate.product_id === productId),
      `product ${productId}`,
    );

    const quantity = card.getByRole('spinbutton', { name: 'Cantidad' });
    await quantity.fill('3');
    await quantity.press('Tab');
    const add = card.getByRole('button', { name: `Agregar ${product.description} a tu cotización` });
    await expect(add).toBeFocused();
    await expect(add).toHaveText('Agregar' + ` ${product.description} a tu cotización`);
    await page.keyboard.press('Enter');

    await expectSavedLine(page, productId, 3);
    await expect(page.getByText('Producto agregado a tu cotización.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/productos\?q=interruptor$/);
    await page.getByTestId('cart-badge').click();
    await expect(page).toHaveURL(/\/carrito$/);
    const line = page.locator(`li[data-product-id="${productId}"]`);
    await expect(line).toContainText(product.description);
    await expect(line.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue('3');
  });

  test('an impossible search shows the empty state with a way out', async ({ page }) => {
    const category = 'medicion';
    await page.goto(`/productos?q=interruptor&categoria=${category}&marca=truper`);

    await expectTotal(page, 0);
    await expect(page.getByRole('heading', { name: 'No encontramos productos' })).toBeVisible();
    await page.getByRole('link', { name: 'Quitar filtros' }).click();

    await expect(page).toHaveURL(/\/productos\?q=interruptor$/);
    await expect(cardTitles(page).first()).toBeVisible();
  });
});

test.describe('catalogue facets, sorting and pagination', () => {
  test('category and brand facets combine, live in the URL, and the back button restores the list', async ({
    page,
  }) => {
    const categoryId = 'interruptores-termomagneticos';
    const inCategory = PUBLISHED.filter((product) => product.category_id === categoryId);
    // The brand with most products in that category, so the second filter still leaves a list.
    const brandCounts = new Map<string, number>();
    for (const product of inCategory) brandCounts.set(product.brand_id, (brandCounts.get(product.brand_id) ?? 0) + 1);
    const [brandId, inBoth] = required([...brandCounts].sort((a, b) => b[1] - a[1])[0], 'brand in the category');
    expect(inBoth).toBeLessThan(inCategory.length);

    await recordStatsBeacons(page);
    await page.goto('/productos');
    await expectTotal(page, PUBLISHED.length);
    await hydrated(page);

    await filters(page)
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(categoryName(categoryId))}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]categoria=${categoryId}(&|$)`));
    await expectTotal(page, inCategory.length);

    await filters(page)
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(brandName(brandId))}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`categoria=${categoryId}&marca=${brandId}$`));
    await expectTotal(page, inBoth);
    for (const title of await cardTitles(page).allTextContents()) {
      expect(inCategory.some((product) => product.description === title && product.brand_id === brandId)).toBe(true);
    }
    await expect(page.getByRole('group', { name: 'Filtros aplicados' }).getByRole('link')).toHaveCount(3);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`categoria=${categoryId}$`));
    await expectTotal(page, inCategory.length);

    await page.goBack();
    await expect(page).toHaveURL(/\/productos$/);
    await expectTotal(page, PUBLISHED.length);

    // Choosing a facet value is a search record of its kind, with the count the facet showed; going
    // back is not a new choice.
    await expect
      .poll(() => searchRecords(page))
      .toEqual([
        { search_term: categoryName(categoryId), type: 'category', results: inCategory.length },
        { search_term: brandName(brandId), type: 'brand', results: inBoth },
      ]);
  });

  test('an old link to a category the catalogue no longer has says so, and "Limpiar filtros" leads back to the whole catalogue', async ({
    page,
  }) => {
    await page.goto('/productos?categoria=cables');
    const gone = 'Categoría que ya no existe («cables»)';
    await expect(page.getByRole('group', { name: 'Filtros aplicados' })).toContainText(gone);
    await expect(filters(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(gone)}`) })).toBeVisible();
    await page.getByRole('group', { name: 'Filtros aplicados' }).getByRole('link', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/\/productos$/);
    await expectTotal(page, PUBLISHED.length);
  });

  test('choosing a sort order reorders the list and keeps the filters', async ({ page }) => {
    const categoryId = 'iluminacion';
    const descriptions = PUBLISHED.filter((product) => product.category_id === categoryId)
      .map((product) => product.description)
      .sort(collator.compare);

    await page.goto(`/productos?categoria=${categoryId}`);
    await expect(cardTitles(page).first()).toHaveText(required(descriptions[0], 'first description'));
    // Without JavaScript the order needs its "Ordenar" button; once hydrated it applies on change.
    await expect(page.getByRole('button', { name: 'Ordenar' })).toBeHidden();

    await page.getByLabel('Ordenar por').selectOption({ label: 'Descripción (Z–A)' });

    await expect(page).toHaveURL(new RegExp(`categoria=${categoryId}&orden=description-desc$`));
    await expect(cardTitles(page).first()).toHaveText(required(descriptions.at(-1), 'last description'));
    await expectTotal(page, descriptions.length);
  });

  test('pagination moves through the catalogue 24 products at a time', async ({ page }) => {
    const pageCount = Math.ceil(PUBLISHED.length / PAGE_SIZE);

    await page.goto('/productos');
    await expect(cardTitles(page)).toHaveCount(PAGE_SIZE);
    const firstPage = await cardTitles(page).allTextContents();

    await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Siguiente' }).click();

    await expect(page).toHaveURL(/\/productos\?pagina=2$/);
    await expect(page.getByText(`Página 2 de ${pageCount}`)).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(PAGE_SIZE);
    const secondPage = await cardTitles(page).allTextContents();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Paginación' })
      .getByRole('link', { name: `Página ${pageCount}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`pagina=${pageCount}$`));
    await expect(cardTitles(page)).toHaveCount(PUBLISHED.length - (pageCount - 1) * PAGE_SIZE);
  });

  test('on a phone the filters fold into a disclosure and still work', async ({ page }) => {
    await page.setViewportSize({ width: BREAKPOINTS.xxs, height: 800 });
    // The largest category: it leads the facet list, before "Ver más".
    const categoryId = required(
      DEMO_CATEGORIES.map((c) => c.id).sort(
        (a, b) => countOf(PUBLISHED, (p) => p.category_id === b) - countOf(PUBLISHED, (p) => p.category_id === a),
      )[0],
      'category',
    );

    await page.goto('/productos');
    const categoryLink = filters(page).getByRole('link', {
      name: new RegExp(`^${escapeRegExp(categoryName(categoryId))}`),
    });
    await expect(categoryLink).toBeHidden();
    await page.locator('summary').filter({ hasText: 'Filtros' }).click();
    await categoryLink.click();

    await expect(page).toHaveURL(new RegExp(`categoria=${categoryId}$`));
    await expectTotal(
      page,
      countOf(PUBLISHED, (product) => product.category_id === categoryId),
    );
  });
});

test.describe('product page', () => {
  const product = required(
    PUBLISHED.find((candidate) => candidate.attributes.length >= 5),
    'published product with attributes',
  );

  test('shows the description, brand, SKU, unit, category, attributes and the quote controls', async ({ page }) => {
    await page.goto(`/productos/${product.product_id}`);

    await expect(page).toHaveTitle(`${product.description} · Voltia`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.description);
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByRole('link', { name: categoryName(product.category_id) })).toBeVisible();

    const facts = page.getByRole('article', { name: product.description });
    await expect(facts.getByText(product.sku, { exact: true })).toBeVisible();
    await expect(facts.getByRole('definition').filter({ hasText: product.brand })).toBeVisible();

    const table = page.getByRole('table', { name: /Especificaciones técnicas/ });
    for (const attribute of product.attributes) {
      await expect(table.getByRole('row', { name: `${attribute.name} ${attribute.value}` })).toBeVisible();
    }

    const controls = page.getByRole('complementary', { name: 'Cotiza este producto' });
    await expect(controls.getByRole('spinbutton', { name: 'Cantidad' })).toBeVisible();
  });

  test('on a phone the quantity and "Agregar a cotización" are in the first screen, right after the name and image', async ({
    page,
  }) => {
    // The longest name the catalogue has: the most the heading can push the controls down.
    const longest = required(
      [...PUBLISHED].sort((a, b) => b.description.length - a.description.length)[0],
      'published product',
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/productos/${longest.product_id}`);
    const add = page.getByRole('button', { name: 'Agregar a cotización' });
    const quantity = page
      .getByRole('complementary', { name: 'Cotiza este producto' })
      .getByRole('spinbutton', { name: 'Cantidad' });
    const addBox = required((await add.boundingBox()) ?? undefined, 'add button box');
    const quantityBox = required((await quantity.boundingBox()) ?? undefined, 'quantity box');
    const imageBox = required(
      (await page.getByRole('article', { name: longest.description }).getByRole('img').first().boundingBox()) ??
        undefined,
      'image box',
    );
    expect(addBox.y + addBox.height).toBeLessThan(812);
    expect(quantityBox.y).toBeLessThan(addBox.y);
    expect(imageBox.y + imageBox.height).toBeLessThanOrEqual(quantityBox.y);
    // The facts and specifications follow the controls.
    const specs = required(
      (await page.getByRole('heading', { name: 'Especificaciones técnicas' }).boundingBox()) ?? undefined,
      'specs box',
    );
    expect(specs.y).toBeGreaterThan(addBox.y);
  });

  test('a product card in the listing opens its product page', async ({ page }) => {
    await page.goto(`/productos?q=${encodeURIComponent(product.sku)}`);
    await cardTitles(page).first().getByRole('link').click();

    await expect(page).toHaveURL(new RegExp(`/productos/${product.product_id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.description);
  });
});

test.describe('product not found', () => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_RESOURCE] });

  test('an unknown id shows a Spanish 404', async ({ page }) => {
    const response = await page.goto('/productos/no-existe-este-producto');

    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Producto no encontrado · Voltia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Producto no encontrado');
    await expect(page.getByRole('link', { name: 'Ver el catálogo' })).toBeVisible();
  });
});

test.describe('unpublished product', () => {
  const unpublished = required(UNPUBLISHED[0], 'unpublished product');

  test('says in Spanish it is no longer available, naming it, with a way to similar products', async ({ page }) => {
    await page.goto(`/productos/${unpublished.product_id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este producto ya no está disponible');
    await expect(page).toHaveTitle(`${unpublished.description} (no disponible) · Voltia`);
    await expect(page.getByText(unpublished.sku, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buscar productos similares' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Agregar/ })).toHaveCount(0);
  });
});

test.describe('catalogue layout', () => {
  const product = required(PUBLISHED[0], 'published product');

  for (const path of ['/productos', `/productos/${product.product_id}`]) {
    test(`${path} has no horizontal scroll at any breakpoint from 375 to 1920 px`, async ({ page }) => {
      await page.setViewportSize({ width: BREAKPOINTS.xxs, height: 900 });
      await page.goto(path);

      await expectFitsEveryBreakpoint(page, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
    });
  }
});

test.describe('home search suggestions', () => {
  for (const width of [BREAKPOINTS.xl, BREAKPOINTS.xxs]) {
    test(`the last suggestion shows in full over the sections below the hero at ${width} px`, async ({ page }) => {
      // Tall enough that the whole list is on screen: what could hide it is the hero's edge or a later section.
      await page.setViewportSize({ width, height: 1400 });
      await page.goto('/');
      await hydrated(page);
      await page
        .getByRole('combobox', { name: 'Buscar en el catálogo' })
        .pressSequentially('interruptor', { delay: 20 });
      const list = page.getByRole('listbox', { name: 'Sugerencias de productos' });
      const options = list.getByRole('option');
      await expect(options.first()).toBeVisible();
      expect(await options.count()).toBeGreaterThan(3);
      await list.evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
      const last = options.last();
      await expect(last).toBeVisible();
      const box = required((await last.boundingBox()) ?? undefined, 'last suggestion box');
      const hero = required(
        (await page.getByRole('region', { name: /Material eléctrico e industrial/ }).boundingBox()) ?? undefined,
        'hero box',
      );
      // The list reaches past the hero on wide screens: that is where it was cut off.
      if (width === BREAKPOINTS.xl) expect(box.y + box.height).toBeGreaterThan(hero.y + hero.height);
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="listbox"]')?.getAttribute('aria-label') ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop).toBe('Sugerencias de productos');
    });
  }
});

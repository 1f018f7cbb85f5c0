import {
  CHANGED_HERE_CART_KEYS,
  COMPANY_PROFILE,
  REMEMBERED_CART_KEYS,
  STORAGE_KEYS,
  formatPhoneMx,
} from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_PRODUCTS } from '@voltia/demo-data';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { openProduct } from './quote-cart';

// What a buyer checks before trusting a distributor: how to reach the company, its
// legal pages, and toasts that leave the header's cart badge in sight.

const LEGAL_PAGES = [
  { path: '/aviso-de-privacidad', title: 'Aviso de privacidad integral', tabTitle: /^Aviso de privacidad · Voltia$/ },
  { path: '/terminos-y-condiciones', title: 'Términos y condiciones', tabTitle: /^Términos y condiciones · Voltia$/ },
] as const;

/** The h1..h6 of the main content in document order, as their levels. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
}

/** The module scripts a page's HTML names: its first-load JavaScript. */
async function initialScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)]
    .filter(([tag]) => !/nomodule/i.test(tag))
    .map(([, src]) => src!);
}

test.describe('the footer', () => {
  test('shows how to reach the company, from its one profile, and links the legal pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();

    const phone = footer.getByRole('link', { name: formatPhoneMx(COMPANY_PROFILE.phone), exact: true });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveText('+52 81 8123 4567');
    await expect(phone).toHaveAttribute('href', 'tel:+528181234567');

    const email = footer.getByRole('link', { name: COMPANY_PROFILE.email, exact: true });
    await expect(email).toHaveAttribute('href', `mailto:${COMPANY_PROFILE.email}`);

    for (const line of COMPANY_PROFILE.addressLines)
      await expect(footer.getByTestId('footer-address')).toContainText(line);
    await expect(footer.getByText(COMPANY_PROFILE.businessHours)).toBeVisible();
    await expect(footer.getByText(COMPANY_PROFILE.legalName)).toBeVisible();

    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/aviso-de-privacidad',
    );
    await legal.getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect(page).toHaveURL(/\/terminos-y-condiciones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
  });

  test('the sign-in screen says what signing up accepts, with links to both legal pages', async ({ page }) => {
    await page.goto('/b2b/login');
    const consent = page.getByTestId('login-legal-consent');
    await expect(consent.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-y-condiciones',
    );
    await expect(consent.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute(
      'href',
      '/aviso-de-privacidad',
    );
  });
});

test.describe('the legal pages', () => {
  for (const legal of LEGAL_PAGES) {
    test(`${legal.path} names the company, has its headings in order and a description, and brings no JavaScript of its own`, async ({
      page,
    }) => {
      const response = await page.goto(legal.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(legal.tabTitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(COMPANY_PROFILE.legalName.replace(/\./g, '\\.')),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      await expect(page.getByRole('main').getByText(COMPANY_PROFILE.legalName).first()).toBeVisible();

      // One h1, then no level skipped on the way down.
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      for (let i = 1; i < levels.length; i += 1)
        expect(levels[i]! - levels[i - 1]!, `heading ${i} of ${levels.join(',')}`).toBeLessThanOrEqual(1);

      // No client JavaScript of its own: every script its HTML loads is one that two other store pages
      // share (the framework, the root layout, the store's header and error boundary), none its own.
      const own = await initialScripts(page, legal.path);
      const [cart, login] = [await initialScripts(page, '/carrito'), await initialScripts(page, '/b2b/login')];
      const storeFrame = cart.filter((src) => login.includes(src));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((src) => !storeFrame.includes(src))).toEqual([]);
    });
  }

  test('the privacy notice says who is responsible, the ARCO rights by email, and each browser storage key', async ({
    page,
  }) => {
    await page.goto('/aviso-de-privacidad');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: /Responsable/ })).toBeVisible();
    await expect(main.getByText(COMPANY_PROFILE.addressLines.join(', '), { exact: false })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: /Finalidades primarias/ })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: /Finalidades secundarias/ })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: /derechos ARCO/ })).toBeVisible();
    await expect(main.locator(`a[href^="mailto:${COMPANY_PROFILE.email}?subject="]`)).toHaveCount(1);
    for (const key of [
      ...Object.values(STORAGE_KEYS),
      ...Object.values(REMEMBERED_CART_KEYS),
      ...Object.values(CHANGED_HERE_CART_KEYS),
    ])
      await expect(main.locator('code', { hasText: new RegExp(`^${key}$`) })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: /Cambios a este aviso/ })).toBeVisible();
  });

  test('the terms say quotes are not orders, prices in MXN plus 16 % IVA, business days, and Monterrey courts', async ({
    page,
  }) => {
    await page.goto('/terminos-y-condiciones');
    const main = page.getByRole('main');
    await expect(main.getByText(/no son pedidos/)).toBeVisible();
    await expect(main.getByText(/pesos mexicanos \(MXN\)/)).toBeVisible();
    await expect(main.getByText(/16 %/)).toBeVisible();
    await expect(main.getByText(/días hábiles/).first()).toBeVisible();
    await expect(main.getByText(/garantía del fabricante/)).toBeVisible();
    await expect(main.getByText(/Monterrey, Nuevo León/)).toBeVisible();
  });
});

for (const width of [BREAKPOINTS.xxs, BREAKPOINTS.xl]) {
  test.describe(`the legal pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('have no WCAG A/AA violations and do not scroll sideways', async ({ page }) => {
      for (const legal of LEGAL_PAGES) {
        await page.goto(legal.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page, legal.path);
      }
    });
  });
}

/** The element's box on screen, failing if it has none. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  return box!;
}

const product = DEMO_PRODUCTS.filter((p) => p.published)[41]!;

for (const width of [BREAKPOINTS.xxs, BREAKPOINTS.md, BREAKPOINTS.xl]) {
  test.describe(`toasts at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a toast shows top right, below the header: the cart badge stays uncovered', async ({ page }) => {
      await openProduct(page, product.product_id);
      await page.getByRole('button', { name: 'Agregar a cotización' }).click();
      const toast = page.locator('[data-sonner-toast][data-type="success"]');
      await expect(toast).toBeVisible();
      // The badge counts the line the toast announces.
      const badge = page.getByTestId('cart-badge');
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      const header = page.locator('header[data-app-header]');

      // sonner slides the toast in: compare once it has settled.
      await expect
        .poll(async () => {
          const [t, h] = [await boxOf(toast), await boxOf(header)];
          return Math.round(t.y - (h.y + h.height));
        })
        .toBeGreaterThanOrEqual(8);

      const [toastBox, badgeBox, headerBox] = [await boxOf(toast), await boxOf(badge), await boxOf(header)];
      const overlaps =
        toastBox.x < badgeBox.x + badgeBox.width &&
        badgeBox.x < toastBox.x + toastBox.width &&
        toastBox.y < badgeBox.y + badgeBox.height &&
        badgeBox.y < toastBox.y + toastBox.height;
      expect(overlaps, `toast ${JSON.stringify(toastBox)} over the cart badge ${JSON.stringify(badgeBox)}`).toBe(false);
      expect(headerBox.y).toBe(0);
      // Still top right: its right edge near the viewport's, within sonner's side gap.
      expect(width - (toastBox.x + toastBox.width)).toBeLessThanOrEqual(32);
      // The badge is still clickable where it is: nothing lies on top of its centre.
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="cart-badge"]') !== null,
        { x: badgeBox.x + badgeBox.width / 2, y: badgeBox.y + badgeBox.height / 2 },
      );
      expect(onTop, 'the cart badge is the topmost element at its centre').toBe(true);
    });
  });
}

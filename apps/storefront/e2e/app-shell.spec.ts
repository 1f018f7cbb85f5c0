import { BREAKPOINTS } from '@/shared/theme/presentation';
import { expect, expectFitsEveryBreakpoint, test } from './fixtures';

// Chromium reports the 404 document itself as a console error; that one is expected on the 404 page.
const NOT_FOUND_RESOURCE = /status of 404/;

test.describe('home', () => {
  test('opens in Spanish with one main heading and a Spanish title', async ({ page }) => {
    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/Voltia/);
    await expect(page).toHaveTitle(/Material eléctrico e industrial/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Material eléctrico e industrial, cotizado para tu empresa',
    );
    await expect(page.getByRole('heading', { level: 2, name: '¿Cómo cotizar?' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Cables y conductores' })).toBeVisible();
  });

  test('has no horizontal scroll at any breakpoint from 375 to 1920 px', async ({ page }) => {
    await page.setViewportSize({ width: BREAKPOINTS.xxs, height: 900 });
    await page.goto('/');

    await expectFitsEveryBreakpoint(page);
  });
});

test.describe('app shell', () => {
  test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/');

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(page.locator('main#contenido')).toBeFocused();
  });

  test('has a Spanish toast region once the page may raise a toast, not for a visitor who only browses', async ({
    page,
  }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Notificaciones', exact: true });
    await expect(page.locator('form[role="search"][data-enhanced="true"]')).toHaveCount(1);
    await expect(region).toHaveCount(0);

    // Reaching for a control whose use can raise a toast (here "Ingresar") loads the toast area.
    await page.getByTestId('account-sign-in').focus();
    await expect(region).toBeAttached();
    await expect(region).toHaveAttribute('aria-live', 'polite');
  });

  test('an in-page link does not show the loader', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Categorías' }).click();

    await expect(page).toHaveURL(/#categorias$/);
    await expect(page.getByRole('status').filter({ hasText: 'Cargando…' })).toHaveCount(0);
  });
});

test.describe('not found and route changes', () => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_RESOURCE] });

  test('an unknown address shows a Spanish 404 page', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe');

    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Página no encontrada · Voltia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  });

  test('following an internal link shows the full-screen loader until the new page renders', async ({ page }) => {
    // Hold the new route's data so the navigation stays in flight while we look for the loader.
    let releaseNavigation = () => {};
    const navigationReleased = new Promise<void>((resolve) => {
      releaseNavigation = resolve;
    });
    await page.route('**/*', async (route) => {
      const request = route.request();
      const isRouteData = request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc');
      if (isRouteData) await navigationReleased;
      await route.continue().catch(() => {
        // The page may have moved on (a superseded prefetch): nothing left to continue.
      });
    });

    await page.goto('/esta-pagina-no-existe');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();

    const loader = page.getByRole('status').filter({ hasText: 'Cargando…' });
    await expect(loader.first()).toBeVisible();

    releaseNavigation();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Material eléctrico e industrial, cotizado para tu empresa',
    );
    await expect(loader).toHaveCount(0);
  });
});

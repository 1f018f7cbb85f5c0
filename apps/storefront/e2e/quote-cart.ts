import { expect, type Page } from '@playwright/test';
import { readEmulatorDocument } from './emulator-data';

// The quote-cart steps several journeys share: open a product, add it, wait until the server has it.

export const productPath = (productId: string) => `/productos/${encodeURIComponent(productId)}`;

export async function openProduct(page: Page, productId: string): Promise<void> {
  await page.goto(productPath(productId));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The buttons are disabled until hydration attaches their handlers.
  await expect(page.getByRole('button', { name: 'Agregar a lista' })).toBeEnabled();
}

/**
 * Clicks "Agregar a cotización" and waits until the server holds the line with `quantity` (a full
 * page load while the write is in flight would drop it). Returns the cart's id (`cartID`).
 */
export async function addToQuote(page: Page, productId: string, quantity: number): Promise<string> {
  await page.getByRole('button', { name: 'Agregar a cotización' }).click();
  const cartId = await expectSavedLine(page, productId, quantity);
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-pending', 'false');
  return cartId;
}

/** Waits until the server holds the visitor's cart line for `productId` with `quantity`. Returns the cart's id. */
export async function expectSavedLine(page: Page, productId: string, quantity: number): Promise<string> {
  let cartId: string | null = null;
  await expect
    .poll(async () => {
      cartId = await page.evaluate(() => window.localStorage.getItem('cartID'));
      return cartId ? (await readEmulatorDocument(`quote-detail/${cartId}/cart/${productId}`))?.quantity : undefined;
    })
    .toBe(quantity);
  return cartId as unknown as string;
}

/** A visitor's first add: opens the product and adds one. Returns the new cart's id. */
export async function addAnonymously(page: Page, productId: string): Promise<string> {
  await openProduct(page, productId);
  return addToQuote(page, productId, 1);
}

import { describe, expect, it } from 'vitest';
import { rememberCart } from '@voltia/domain/client';
import { makeCartLine } from '@voltia/domain/testing';
import { cartViewBeforeRuntime } from './cart-view-model';

const storageOf = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const browser = storageOf({
  cartID: 'q-1',
  'cartID:seen': rememberCart({ quoteId: 'q-1', alias: 'Obra Norte', lines: [makeCartLine({ product_id: 'p-1' })] }),
});

describe('cartViewBeforeRuntime', () => {
  it('shows a remembered cart as restored from the last visit in a tab that has not changed it', () => {
    expect(cartViewBeforeRuntime(browser, 'cart', storageOf({}))).toMatchObject({
      status: 'ready',
      stale: true,
      restored: true,
    });
    expect(cartViewBeforeRuntime(browser, 'cart', null)).toMatchObject({ stale: true, restored: true });
  });

  it('not in the tab that changed it (a reload or a full page load after an add)', () => {
    expect(cartViewBeforeRuntime(browser, 'cart', storageOf({ 'cartID:changed': 'q-1' }))).toMatchObject({
      status: 'ready',
      stale: true,
      restored: false,
    });
  });

  it('a tab that changed another cart does not count', () => {
    expect(cartViewBeforeRuntime(browser, 'cart', storageOf({ 'cartID:changed': 'q-2' }))).toMatchObject({
      restored: true,
    });
  });
});

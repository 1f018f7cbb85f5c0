import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, rememberCart } from '@voltia/domain/client';
import { makeCartLine } from '@voltia/domain/testing';
import { SERVER_CART_VIEW, cartViewBeforeRuntime, viewWithLineAdding } from './cart-view-model';

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

describe('viewWithLineAdding', () => {
  const empty = { ...SERVER_CART_VIEW, status: 'empty' as const };
  const remembered = cartViewBeforeRuntime(browser, 'cart', storageOf({}));

  it("shows a first-time visitor's first add at once, unconfirmed", () => {
    const line = makeCartLine({ product_id: 'p-9', quantity: 1 });
    expect(viewWithLineAdding(empty, line)).toMatchObject({
      status: 'ready',
      lines: [line],
      pending: true,
      restored: false,
    });
  });

  it('adds to a remembered cart by the merge rule: one more of a line it holds, a typed quantity replaces it', () => {
    const held = remembered.lines[0]!;
    expect(viewWithLineAdding(remembered, { ...held, quantity: 1 })?.lines).toEqual([
      { ...held, quantity: held.quantity + 1 },
    ]);
    expect(viewWithLineAdding(remembered, { ...held, quantity: 40 })?.lines).toEqual([{ ...held, quantity: 40 }]);
    // No longer "as you left it": this tab changed it.
    expect(viewWithLineAdding(remembered, { ...held, quantity: 1 })).toMatchObject({ restored: false, pending: true });
  });

  it('shows nothing it cannot know: a quantity the rule refuses, or a cart not read yet', () => {
    const held = remembered.lines[0]!;
    expect(viewWithLineAdding(remembered, { ...held, quantity: MAX_LINE_QUANTITY + 1 })).toBeNull();
    expect(
      viewWithLineAdding(
        { ...remembered, lines: [{ ...held, quantity: MAX_LINE_QUANTITY }] },
        { ...held, quantity: 1 },
      ),
    ).toBeNull();
    expect(viewWithLineAdding({ ...SERVER_CART_VIEW, quoteId: 'q-1' }, makeCartLine())).toBeNull();
  });
});

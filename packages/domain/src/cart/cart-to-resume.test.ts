import { describe, expect, it } from 'vitest';
import { BUY_NOW_ALIAS } from './new-quote';
import { cartToResume, isCustomerList, type TResumableDraft } from './cart-to-resume';

const draft = (id: string, overrides: Partial<TResumableDraft> = {}): TResumableDraft => ({
  id,
  owner: 'uid-ana',
  status: 'draft',
  alias: 'Cotización Nueva',
  ...overrides,
});

describe('cartToResume', () => {
  it('takes the most recently changed draft of the customer (the first given)', () => {
    expect(cartToResume([draft('new'), draft('old', { alias: 'Obra Centro' })], 'uid-ana')).toBe('new');
  });

  it('passes over buy-now carts, quotes no longer drafts and anybody else’s', () => {
    const drafts = [
      draft('buy-now', { alias: BUY_NOW_ALIAS }),
      draft('requested', { status: 'requested' }),
      draft('someone-else', { owner: 'uid-eve' }),
      draft('list', { alias: 'Obra Apodaca' }),
    ];
    expect(cartToResume(drafts, 'uid-ana')).toBe('list');
  });

  it('is null when the customer has no draft to come back to', () => {
    expect(cartToResume([], 'uid-ana')).toBeNull();
    expect(cartToResume([draft('buy-now', { alias: BUY_NOW_ALIAS })], 'uid-ana')).toBeNull();
  });
});

describe('isCustomerList', () => {
  it('is a draft that is not a buy-now cart', () => {
    expect(isCustomerList({ status: 'draft', alias: 'Obra Centro' })).toBe(true);
    expect(isCustomerList({ status: 'draft', alias: BUY_NOW_ALIAS })).toBe(false);
    expect(isCustomerList({ status: 'requested', alias: 'Obra Centro' })).toBe(false);
  });
});

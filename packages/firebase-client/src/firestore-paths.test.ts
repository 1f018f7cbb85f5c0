import { describe, expect, it } from 'vitest';
import { FIRESTORE_PATHS } from './firestore-paths';

// The paths firestore.rules guards (match /quote-detail/{quoteId}/cart/{productId} and so on).
describe('FIRESTORE_PATHS', () => {
  it('places quotes, their lines and profiles where the rules expect them', () => {
    expect(FIRESTORE_PATHS.quotes).toBe('quote-detail');
    expect(FIRESTORE_PATHS.quote('q1').join('/')).toBe('quote-detail/q1');
    expect(FIRESTORE_PATHS.cartLines('q1').join('/')).toBe('quote-detail/q1/cart');
    expect(FIRESTORE_PATHS.cartLine('q1', 'p1').join('/')).toBe('quote-detail/q1/cart/p1');
    expect(FIRESTORE_PATHS.order('q1').join('/')).toBe('orders/q1');
    expect(FIRESTORE_PATHS.orderHistory('q1').join('/')).toBe('orders/q1/history');
    expect(FIRESTORE_PATHS.profile('u1').join('/')).toBe('profile-user/u1');
  });

  it('places the invoice data and the delivery sites under the profile', () => {
    expect(FIRESTORE_PATHS.fiscalData('u1').join('/')).toBe('profile-user/u1/billing/fiscal');
    expect(FIRESTORE_PATHS.deliverySites('u1').join('/')).toBe('profile-user/u1/delivery-sites');
    expect(FIRESTORE_PATHS.deliverySite('u1', 's1').join('/')).toBe('profile-user/u1/delivery-sites/s1');
  });

  it('names the public catalogue collections', () => {
    expect([FIRESTORE_PATHS.products, FIRESTORE_PATHS.categories, FIRESTORE_PATHS.brands]).toEqual([
      'products',
      'categories',
      'brands',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveStatsRoute } from './stats-route';

describe('resolveStatsRoute', () => {
  it.each([
    ['/products/viewed', 'product_viewed'],
    ['/products/added', 'product_added'],
    ['/search/record', 'search_record'],
    ['/search/record/', 'search_record'],
  ])('%s is %s', (path, kind) => {
    expect(resolveStatsRoute(path)).toBe(kind);
  });

  it.each(['/', '', '/products', '/products/viewed/extra', '/Products/Viewed', '/search', '/toString', '/__proto__'])(
    '%s is no route',
    (path) => {
      expect(resolveStatsRoute(path)).toBeUndefined();
    },
  );
});

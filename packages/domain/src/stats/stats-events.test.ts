import { describe, expect, it } from 'vitest';
import {
  STATS_EVENT_KINDS,
  STATS_EVENT_PATHS,
  ZProductAddedEvent,
  ZProductViewedEvent,
  ZSearchRecordEvent,
  validateStatsEvent,
} from './stats-events';
import type { TStatsEventKind } from './stats-events';

const viewed = { sku: 'SKU-1', product_id: 'p1', product_description: 'Cable THW 12 AWG' };

describe('stats event schemas (spec 5)', () => {
  it('viewed: sku, product_id and product_description non-empty; brand optional', () => {
    expect(ZProductViewedEvent.parse(viewed)).toEqual(viewed);
    expect(ZProductViewedEvent.parse({ ...viewed, brand: ' Condumex ' })).toEqual({ ...viewed, brand: 'Condumex' });
    for (const field of ['sku', 'product_id', 'product_description'] as const) {
      expect(ZProductViewedEvent.safeParse({ ...viewed, [field]: '  ' }).success, field).toBe(false);
      const { [field]: _omitted, ...rest } = viewed;
      expect(ZProductViewedEvent.safeParse(rest).success, field).toBe(false);
    }
  });

  it('viewed: a given brand must not be empty', () => {
    expect(ZProductViewedEvent.safeParse({ ...viewed, brand: '' }).success).toBe(false);
    expect(ZProductViewedEvent.safeParse({ ...viewed, brand: '   ' }).success).toBe(false);
    expect(ZProductViewedEvent.safeParse({ ...viewed, brand: null }).success).toBe(false);
  });

  it('added: the viewed fields plus a required cartID', () => {
    expect(ZProductAddedEvent.parse({ ...viewed, cartID: 'q1' })).toEqual({ ...viewed, cartID: 'q1' });
    expect(ZProductAddedEvent.safeParse(viewed).success).toBe(false);
    expect(ZProductAddedEvent.safeParse({ ...viewed, cartID: ' ' }).success).toBe(false);
    expect(ZProductAddedEvent.safeParse({ ...viewed, cartID: 'q1', brand: '' }).success).toBe(false);
  });

  it('search: a non-empty term and a type of search, category or brand', () => {
    for (const type of ['search', 'category', 'brand']) {
      expect(ZSearchRecordEvent.parse({ search_term: ' cable ', type })).toEqual({ search_term: 'cable', type });
    }
    expect(ZSearchRecordEvent.safeParse({ search_term: '', type: 'search' }).success).toBe(false);
    expect(ZSearchRecordEvent.safeParse({ search_term: 'cable', type: 'product' }).success).toBe(false);
    expect(ZSearchRecordEvent.safeParse({ search_term: 'cable' }).success).toBe(false);
  });

  it('drops unknown fields rather than forwarding them', () => {
    expect(ZSearchRecordEvent.parse({ search_term: 'x', type: 'brand', uid: 'leak' })).toEqual({ search_term: 'x', type: 'brand' });
  });
});

describe('validateStatsEvent', () => {
  it('returns the parsed event', () => {
    expect(validateStatsEvent('product_viewed', viewed)).toEqual({ ok: true, value: viewed });
    expect(validateStatsEvent('product_added', { ...viewed, cartID: 'q1' })).toEqual({ ok: true, value: { ...viewed, cartID: 'q1' } });
    expect(validateStatsEvent('search_record', { search_term: 'breaker', type: 'search' })).toEqual({
      ok: true,
      value: { search_term: 'breaker', type: 'search' },
    });
  });

  it('lists the failing fields and keeps the payload for the error report', () => {
    const payload = { ...viewed, product_description: '', brand: '' };
    const result = validateStatsEvent('product_added', payload);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('stats/invalid-event');
    expect(result.error.detail).toMatch(/^product_added: /);
    expect(result.error.detail).toContain('product_description');
    expect(result.error.detail).toContain('brand');
    expect(result.error.detail).toContain('cartID');
    expect(result.error.cause).toBe(payload);
  });

  it('refuses non-objects and unknown kinds', () => {
    expect(validateStatsEvent('search_record', null).ok).toBe(false);
    expect(validateStatsEvent('search_record', 'cable').ok).toBe(false);
    const unknownKind = validateStatsEvent('page_viewed' as TStatsEventKind, viewed);
    expect(!unknownKind.ok && unknownKind.error.detail).toBe('unknown kind page_viewed');
    expect(validateStatsEvent('toString' as TStatsEventKind, viewed).ok).toBe(false);
  });

  it('has a spec path for every kind', () => {
    expect(STATS_EVENT_KINDS).toEqual(['product_viewed', 'product_added', 'search_record']);
    expect(STATS_EVENT_PATHS).toEqual({ product_viewed: '/products/viewed', product_added: '/products/added', search_record: '/search/record' });
  });
});

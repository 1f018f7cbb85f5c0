import { describe, expect, it } from 'vitest';
import { makeAddedPayload, makeSearchPayload, makeViewedPayload } from '../testing/stats-event-factories';
import { describeStatsIssues } from './describe-stats-issues';

describe('describeStatsIssues', () => {
  it('has nothing to say about a valid payload', () => {
    expect(describeStatsIssues('product_viewed', makeViewedPayload())).toEqual({ fields: [], phrases: [] });
  });

  it('names empty, missing and wrongly typed fields in Spanish', () => {
    const { cartID: _cartID, ...withoutCart } = makeAddedPayload({ sku: '  ', brand: '' });
    const summary = describeStatsIssues('product_added', { ...withoutCart, product_id: 42 });
    expect(summary.fields).toEqual(['sku', 'product_id', 'brand', 'cartID']);
    expect(summary.phrases).toEqual(['sku no puede estar vacío', 'product_id debe ser texto', 'brand no puede estar vacío', 'falta cartID']);
  });

  it('lists the allowed search types', () => {
    const summary = describeStatsIssues('search_record', makeSearchPayload({ type: 'marca' as never }));
    expect(summary).toEqual({ fields: ['type'], phrases: ['type debe ser uno de: search, category, brand'] });
  });

  it('states length limits', () => {
    expect(describeStatsIssues('search_record', makeSearchPayload({ search_term: 'x'.repeat(201) })).phrases).toEqual([
      'search_term supera los 200 caracteres',
    ]);
  });

  it('says a text with a lone surrogate has characters that are not valid', () => {
    expect(describeStatsIssues('product_viewed', makeViewedPayload({ product_id: '\ud800' }))).toEqual({
      fields: ['product_id'],
      phrases: ['product_id contiene caracteres no válidos'],
    });
  });

  it.each([null, [], 'texto', 3])('asks for an object when the body is %j', (body) => {
    expect(describeStatsIssues('search_record', body)).toEqual({ fields: ['(cuerpo)'], phrases: ['el cuerpo debe ser un objeto JSON'] });
  });
});

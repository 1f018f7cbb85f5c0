import { describe, expect, it } from 'vitest';
import { skuDocId } from './sku-doc-id';

describe('skuDocId', () => {
  it('keys a SKU by its normalised form, escaped to a valid document id', () => {
    expect(skuDocId(' qo  120 ')).toBe('QO%20120');
    expect(skuDocId('g1/2')).toBe('G1%2F2');
    expect(skuDocId('..')).toBe('%2E%2E');
    expect(skuDocId('__a__')).toBe('%5F%5FA%5F%5F');
    expect(skuDocId('qo120')).toBe(skuDocId('QO120'));
  });
});

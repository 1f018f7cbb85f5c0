import { describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/factories';
import { productIdFor, productInputEquals, productInputOf, productOfInput, ZProductInput } from './product-input';

describe('ZProductInput', () => {
  it('accepts a stored product’s fields and trims text', () => {
    const input = productInputOf(makeProduct({ attributes: [{ name: 'Polos', value: '2' }] }));
    expect(ZProductInput.parse({ ...input, sku: '  SKU-100 ', description: ' Interruptor ' })).toEqual({
      ...input,
      description: 'Interruptor',
    });
  });

  it('refuses unknown fields, so a field staff cannot set is named, not dropped', () => {
    expect(ZProductInput.safeParse({ ...productInputOf(makeProduct()), brand: 'Otra' }).success).toBe(false);
  });

  it('answers in Spanish per field', () => {
    const result = ZProductInput.safeParse({
      ...productInputOf(makeProduct()),
      sku: '',
      brand_id: '',
      supplier_ids: ['a', 'a'],
      published: 'si',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['sku', 'Escribe el SKU.'],
      ['brand_id', 'Elige una marca.'],
      ['supplier_ids', 'Un proveedor aparece dos veces.'],
      ['published', 'Indica si el producto está publicado.'],
    ]);
  });

  it('keeps the CSV separators out of the fields that use them', () => {
    const base = productInputOf(makeProduct());
    expect(ZProductInput.safeParse({ ...base, attributes: [{ name: 'A:B', value: 'x' }] }).success).toBe(false);
    expect(ZProductInput.safeParse({ ...base, attributes: [{ name: 'A', value: 'x;y' }] }).success).toBe(false);
    expect(ZProductInput.safeParse({ ...base, attributes: [{ name: 'A', value: 'x:y' }] }).success).toBe(true);
    expect(ZProductInput.safeParse({ ...base, images: ['https://a.example/x|y.png'] }).success).toBe(false);
  });
});

describe('product ids and equality', () => {
  it('derives a new product’s id from brand and SKU', () => {
    expect(productIdFor('schneider-electric', 'QO120')).toBe('schneider-electric-qo120');
    expect(productIdFor('omron', 'MY2N-GS 24VDC')).toBe('omron-my2n-gs-24vdc');
  });

  it('round-trips a product through its input', () => {
    const product = makeProduct({ supplier_ids: ['a'], images: ['/x.svg'] });
    expect(productOfInput(productInputOf(product), product.product_id, product.brand)).toEqual(product);
  });

  it('compares inputs field by field, attribute order included', () => {
    const input = productInputOf(
      makeProduct({
        attributes: [
          { name: 'A', value: '1' },
          { name: 'B', value: '2' },
        ],
      }),
    );
    expect(productInputEquals(input, { ...input })).toBe(true);
    expect(productInputEquals(input, { ...input, attributes: [...input.attributes].reverse() })).toBe(false);
    expect(productInputEquals(input, { ...input, published: false })).toBe(false);
  });
});

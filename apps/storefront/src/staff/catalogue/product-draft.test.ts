import { describe, expect, it } from 'vitest';
import type { TProduct } from '@voltia/domain';
import {
  checkDraft,
  draftFromProduct,
  emptyDraft,
  firstErrorKey,
  imageUrlProblem,
  isDirty,
  newRowKey,
} from './product-draft';

const product: TProduct = {
  product_id: 'p-1',
  sku: 'CAB-12',
  description: 'Cable THW calibre 12',
  brand: 'Condumex',
  brand_id: 'condumex',
  category_id: 'cables',
  unit: 'rollo',
  attributes: [{ name: 'Calibre', value: '12 AWG' }],
  supplier_ids: ['prov-norte'],
  images: ['https://img.example.com/cab.png'],
  published: true,
};

describe('the product draft', () => {
  it('round-trips a product, remembering when it was last changed', () => {
    const draft = draftFromProduct({ ...product, updated_at: '2026-11-23T10:00:00.000Z' });
    expect(draft.expected_updated_at).toBe('2026-11-23T10:00:00.000Z');
    const { brand: _brand, ...input } = product;
    expect(checkDraft(draft)).toEqual({ ok: true, input });
  });

  it('a new product has no id', () => {
    const draft = {
      ...emptyDraft(),
      sku: ' X-1 ',
      description: 'Algo',
      brand_id: 'condumex',
      category_id: 'cables',
      unit: 'pieza' as const,
    };
    const result = checkDraft(draft);
    expect(result.ok && result.input.sku).toBe('X-1');
    expect(result.ok && 'product_id' in result.input).toBe(false);
  });

  it('says in Spanish, field by field, what is wrong', () => {
    const draft = {
      ...emptyDraft(),
      description: 'x'.repeat(201),
      attributes: [{ key: newRowKey(), name: 'Color', value: '  ' }],
      images: [{ key: newRowKey(), url: 'http://inseguro.example.com/a.png' }],
    };
    const result = checkDraft(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'attributes.0.value',
      'brand_id',
      'category_id',
      'description',
      'images.0',
      'sku',
      'unit',
    ]);
    expect(result.errors.sku).toBe('Escribe el SKU.');
    expect(result.errors['attributes.0.value']).toBe('Escribe el valor del atributo.');
    expect(result.errors['images.0']).toBe('La imagen debe ser una dirección https:// o una ruta del sitio.');
    expect(Object.values(result.errors).every((message) => !/expected|invalid input/i.test(message))).toBe(true);
    expect(firstErrorKey(result.errors)).toBe('sku');
  });

  it('checks an image URL as it is typed', () => {
    expect(imageUrlProblem('')).toBe('Escribe la dirección de la imagen.');
    expect(imageUrlProblem('/images/demo/cable.webp')).toBeNull();
    expect(imageUrlProblem('https://cdn.example.com/a.jpg')).toBeNull();
    expect(imageUrlProblem('ftp://x/y')).toMatch(/https/);
  });

  it('knows whether anything changed', () => {
    const initial = draftFromProduct(product);
    expect(isDirty(draftFromProduct(product), initial)).toBe(false);
    expect(isDirty({ ...initial, published: false }, initial)).toBe(true);
  });
});

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
  satKeyHints,
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

  it('edits the product’s own SAT keys: empty is none, a bad key is refused on its field in Spanish', () => {
    const keyed = draftFromProduct({ ...product, sat_clave_prod_serv: '26121600', sat_clave_unidad: 'XRO' });
    expect([keyed.sat_clave_prod_serv, keyed.sat_clave_unidad]).toEqual(['26121600', 'XRO']);
    expect(checkDraft(keyed)).toMatchObject({ ok: true, input: { sat_clave_prod_serv: '26121600' } });
    const cleared = checkDraft({ ...keyed, sat_clave_prod_serv: ' ', sat_clave_unidad: '' });
    expect(cleared.ok && [cleared.input.sat_clave_prod_serv, cleared.input.sat_clave_unidad]).toEqual([
      undefined,
      undefined,
    ]);
    const bad = checkDraft({ ...keyed, sat_clave_prod_serv: '2612160', sat_clave_unidad: 'ROLLO' });
    expect(bad).toEqual({
      ok: false,
      errors: {
        sat_clave_prod_serv: 'La clave de producto o servicio del SAT (ClaveProdServ) tiene 8 dígitos.',
        sat_clave_unidad: 'La clave de unidad del SAT (ClaveUnidad) tiene de 1 a 3 letras o números.',
      },
    });
    expect(!bad.ok && firstErrorKey(bad.errors)).toBe('sat_clave_prod_serv');
    expect(isDirty({ ...keyed, sat_clave_unidad: 'H87' }, keyed)).toBe(true);
    expect([emptyDraft().sat_clave_prod_serv, draftFromProduct(product).sat_clave_unidad]).toEqual(['', '']);
  });

  it('says which defaults an empty SAT key field leaves: the category’s key and description, the unit’s key and name', () => {
    expect(satKeyHints({ category_id: 'interruptores-termomagneticos', unit: 'pieza' })).toEqual({
      prodServ: {
        placeholder: '39121601',
        help: 'Vacía: se factura con la clave de la categoría, 39121601 «Breakers de circuito».',
      },
      unidad: { placeholder: 'H87', help: 'Vacía: se factura con la clave de la unidad pieza, H87 «Pieza».' },
    });
    expect(satKeyHints({ category_id: 'cables-y-conductores', unit: 'metro' }).unidad.placeholder).toBe('MTR');
    expect(satKeyHints({ category_id: '', unit: '' })).toEqual({
      prodServ: { placeholder: '', help: 'Vacía: se factura con la clave de la categoría que elijas.' },
      unidad: { placeholder: '', help: 'Vacía: se factura con la clave de la unidad que elijas.' },
    });
    expect(satKeyHints({ category_id: 'cables', unit: 'rollo' }).prodServ).toEqual({
      placeholder: '',
      help: 'Esta categoría no tiene clave predeterminada: escribe la del producto para poder facturarlo.',
    });
  });

  it('knows whether anything changed', () => {
    const initial = draftFromProduct(product);
    expect(isDirty(draftFromProduct(product), initial)).toBe(false);
    expect(isDirty({ ...initial, published: false }, initial)).toBe(true);
  });
});

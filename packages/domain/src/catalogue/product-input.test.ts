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

  it('keeps «|» out of the description, which becomes the invoice concept (CFDI Descripcion)', () => {
    const result = ZProductInput.safeParse({
      ...productInputOf(makeProduct()),
      description: 'Cable THW 12 AWG | rojo',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['description', 'La descripción no puede llevar «|»: la factura (CFDI) no lo admite. Usa «/» o «-».'],
    ]);
  });
});

describe('ZProductInput SAT keys', () => {
  const base = productInputOf(makeProduct());

  it('takes a product’s own keys, trimmed, and an empty field as none (the defaults apply)', () => {
    expect(ZProductInput.parse({ ...base, sat_clave_prod_serv: ' 39121601 ', sat_clave_unidad: 'H87 ' })).toMatchObject(
      { sat_clave_prod_serv: '39121601', sat_clave_unidad: 'H87' },
    );
    const empty = ZProductInput.parse({ ...base, sat_clave_prod_serv: '', sat_clave_unidad: '  ' });
    expect(empty.sat_clave_prod_serv).toBeUndefined();
    expect(empty.sat_clave_unidad).toBeUndefined();
    expect(ZProductInput.parse(base)).toEqual(base);
  });

  it('refuses a bad key in Spanish, on its own field', () => {
    const result = ZProductInput.safeParse({ ...base, sat_clave_prod_serv: '3912-1601', sat_clave_unidad: 'PIEZA' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sat_clave_prod_serv', 'La clave de producto o servicio del SAT (ClaveProdServ) tiene 8 dígitos.'],
      ['sat_clave_unidad', 'La clave de unidad del SAT (ClaveUnidad) tiene de 1 a 3 letras o números.'],
    ]);
    // The right shape but not a SAT key: refused when saved, not when the PAC stamps the invoice.
    expect(ZProductInput.safeParse({ ...base, sat_clave_unidad: 'PZA' }).error?.issues[0]).toMatchObject({
      path: ['sat_clave_unidad'],
      message: expect.stringMatching(/^«PZA» no es una de las claves de unidad del SAT/),
    });
    expect(ZProductInput.safeParse({ ...base, sat_clave_prod_serv: 39121601 }).error?.issues[0]).toMatchObject({
      path: ['sat_clave_prod_serv'],
      message: 'Escribe la clave de producto o servicio del SAT (ClaveProdServ) como texto de 8 dígitos.',
    });
  });

  it('stores only the keys a product has: none is never written as an empty field', () => {
    const withKeys = ZProductInput.parse({ ...base, sat_clave_prod_serv: '39121601', sat_clave_unidad: '' });
    const stored = productOfInput(withKeys, 'p-1', 'Schneider');
    expect(stored.sat_clave_prod_serv).toBe('39121601');
    expect('sat_clave_unidad' in stored).toBe(false);
    expect(productInputOf(stored)).toMatchObject({ sat_clave_prod_serv: '39121601' });
    expect('sat_clave_unidad' in productInputOf(stored)).toBe(false);
  });

  it('counts a changed key as a change, and an empty key the same as none', () => {
    const keyed = { ...base, sat_clave_prod_serv: '39121601' };
    expect(productInputEquals(base, keyed)).toBe(false);
    expect(productInputEquals(keyed, { ...keyed, sat_clave_prod_serv: '39121616' })).toBe(false);
    expect(productInputEquals(base, { ...base, sat_clave_unidad: undefined })).toBe(true);
    expect(productInputEquals({ ...base, sat_clave_unidad: 'KT' }, { ...base, sat_clave_unidad: 'KT' })).toBe(true);
  });
});

describe('product ids and equality', () => {
  it('derives a new product’s id from brand and SKU', () => {
    expect(productIdFor('schneider-electric', 'QO120')).toBe('schneider-electric-qo120');
    expect(productIdFor('omron', 'MY2N-GS 24VDC')).toBe('omron-my2n-gs-24vdc');
  });

  it('round-trips a product through its input, with or without its own SAT keys', () => {
    const product = makeProduct({ supplier_ids: ['a'], images: ['/x.svg'] });
    expect(productOfInput(productInputOf(product), product.product_id, product.brand)).toStrictEqual(product);
    const keyed = makeProduct({ sat_clave_prod_serv: '39121601', sat_clave_unidad: 'H87' });
    expect(productOfInput(productInputOf(keyed), keyed.product_id, keyed.brand)).toStrictEqual(keyed);
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

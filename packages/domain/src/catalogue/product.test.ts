import { describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/factories';
import { PRODUCT_UNITS, skuKey, ZBrand, ZCategory, ZProduct } from './product';

describe('catalogue schemas', () => {
  it('accept well-formed records', () => {
    expect(ZProduct.parse(makeProduct())).toEqual(makeProduct());
    expect(ZCategory.parse({ id: 'cables', name: 'Cables', description: '' })).toMatchObject({ id: 'cables' });
    expect(ZBrand.parse({ id: 'schneider', name: 'Schneider Electric' })).toMatchObject({ id: 'schneider' });
    expect(PRODUCT_UNITS).toContain('pieza');
  });

  it('reject bad slugs and units', () => {
    expect(ZProduct.safeParse(makeProduct({ brand_id: 'Schneider Electric' })).success).toBe(false);
    expect(ZProduct.safeParse({ ...makeProduct(), unit: 'galón' }).success).toBe(false);
    expect(ZCategory.safeParse({ id: 'a--b', name: 'x', description: '' }).success).toBe(false);
  });
});

describe('product images and SKU keys', () => {
  it('takes https URLs and the site’s own paths, and nothing else', () => {
    expect(
      ZProduct.parse({ ...makeProduct(), images: ['https://cdn.example.com/a.webp', '/demo/productos/x.svg'] }).images,
    ).toHaveLength(2);
    for (const bad of [
      'http://cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      'javascript:alert(1)',
      'https://',
      'foto.png',
      '/a b.png',
    ]) {
      expect(ZProduct.safeParse({ ...makeProduct(), images: [bad] }).success, bad).toBe(false);
    }
  });

  it('takes a product’s own SAT keys and refuses malformed ones; a product without them is valid', () => {
    expect(ZProduct.parse(makeProduct({ sat_clave_prod_serv: '39121601', sat_clave_unidad: 'H87' }))).toMatchObject({
      sat_clave_prod_serv: '39121601',
      sat_clave_unidad: 'H87',
    });
    expect('sat_clave_prod_serv' in ZProduct.parse(makeProduct())).toBe(false);
    for (const bad of [{ sat_clave_prod_serv: '' }, { sat_clave_prod_serv: '3912160' }, { sat_clave_unidad: 'H877' }]) {
      expect(ZProduct.safeParse({ ...makeProduct(), ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('reads a product stored before images existed as one without images', () => {
    const { images: _images, ...stored } = makeProduct();
    expect(ZProduct.parse(stored).images).toEqual([]);
  });

  it('keys a SKU by its trimmed, upper-case form', () => {
    expect(skuKey('  qo 120 ')).toBe('QO 120');
    expect(skuKey('Qo  120')).toBe(skuKey('QO 120'));
    expect(skuKey('QO120')).not.toBe(skuKey('QO 120'));
  });
});

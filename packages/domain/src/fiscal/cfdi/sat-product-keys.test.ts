import { describe, expect, it } from 'vitest';
import { PRODUCT_UNITS } from '../../catalogue/product';
import {
  SAT_CATEGORY_PRODUCT_KEYS,
  SAT_PRODUCT_KEYS_SOURCE,
  SAT_UNIT_KEYS,
  SAT_UNIT_NAMES,
  ZClaveProdServ,
  ZClaveUnidad,
  ZProductClaveUnidad,
  claveUnidadOf,
  defaultClaveProdServOf,
  productSatKeys,
} from './sat-product-keys';

describe('SAT_PRODUCT_KEYS_SOURCE', () => {
  it('names the catalogues, their versions and when they were checked', () => {
    expect(SAT_PRODUCT_KEYS_SOURCE.publisher).toBe('SAT');
    expect(SAT_PRODUCT_KEYS_SOURCE.document).toContain('c_ClaveUnidad');
    expect(SAT_PRODUCT_KEYS_SOURCE.document).toContain('c_ClaveProdServ');
    expect(SAT_PRODUCT_KEYS_SOURCE.clave_unidad_valid_from).toBe('2022-01-01');
    expect(SAT_PRODUCT_KEYS_SOURCE.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('ZClaveProdServ', () => {
  it.each(['39121601', '01010101'])('accepts %s', (key) => expect(ZClaveProdServ.safeParse(key).success).toBe(true));

  it.each(['3912160', '391216011', '3912160A', ' 39121601', ''])('refuses %j', (key) => {
    expect(ZClaveProdServ.safeParse(key).success).toBe(false);
  });
});

describe('ZClaveUnidad', () => {
  it.each(['H87', 'KT', '1A', 'Ts', 'E48'])('accepts %s', (key) =>
    expect(ZClaveUnidad.safeParse(key).success).toBe(true),
  );

  it.each(['H877', '', 'H-7', 'H 7'])('refuses %j', (key) => {
    expect(ZClaveUnidad.safeParse(key).success).toBe(false);
  });
});

describe('ZProductClaveUnidad', () => {
  it.each(['H87', 'XRO', 'EA', 'XPK', 'MTK'])('takes %s, a key SAT_UNIT_NAMES knows', (key) =>
    expect(ZProductClaveUnidad.safeParse(key).success).toBe(true),
  );

  it('refuses a key SAT does not have (PZA is not pieza: H87 is) naming the keys it takes, once', () => {
    const issues = ZProductClaveUnidad.safeParse('PZA').error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toMatch(
      /^«PZA» no es una de las claves de unidad del SAT que se usan aquí: H87 \(Pieza\), /,
    );
    expect(ZProductClaveUnidad.safeParse('H877').error?.issues.map((issue) => issue.message)).toEqual([
      'La clave de unidad del SAT (ClaveUnidad) tiene de 1 a 3 letras o números.',
    ]);
  });

  it("knows every sale unit's key, with SAT's name", () => {
    for (const unit of Object.values(SAT_UNIT_KEYS)) expect(SAT_UNIT_NAMES[unit.clave_unidad]).toBe(unit.nombre);
  });
});

describe('claveUnidadOf', () => {
  it('gives every sale unit its c_ClaveUnidad key and SAT name', () => {
    expect(Object.keys(SAT_UNIT_KEYS).sort()).toEqual([...PRODUCT_UNITS].sort());
    expect(PRODUCT_UNITS.map((unit) => [unit, claveUnidadOf(unit).clave_unidad, claveUnidadOf(unit).nombre])).toEqual([
      ['pieza', 'H87', 'Pieza'],
      ['metro', 'MTR', 'Metro'],
      ['rollo', 'XRO', 'Rollo'],
      ['caja', 'XBX', 'Caja'],
      ['juego', 'SET', 'Conjunto'],
      ['par', 'PR', 'Par'],
      ['kit', 'KT', 'Kit'],
      ['litro', 'LTR', 'Litro'],
      ['kilogramo', 'KGM', 'Kilogramo'],
    ]);
  });

  it('uses keys of SAT shape, each unit its own', () => {
    const keys = PRODUCT_UNITS.map((unit) => claveUnidadOf(unit).clave_unidad);
    for (const key of keys) expect(ZClaveUnidad.safeParse(key).success).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('defaultClaveProdServOf', () => {
  it('gives each category a c_ClaveProdServ key of SAT shape with its description', () => {
    for (const categoryId of Object.keys(SAT_CATEGORY_PRODUCT_KEYS)) {
      const key = defaultClaveProdServOf(categoryId);
      expect(key, categoryId).toBeDefined();
      expect(ZClaveProdServ.safeParse(key?.clave_prod_serv).success, categoryId).toBe(true);
      expect(key?.descripcion.length, categoryId).toBeGreaterThan(3);
    }
    expect(defaultClaveProdServOf('no-such-category')).toBeUndefined();
  });

  it('keeps the keys that were checked against the catalogue', () => {
    expect(
      Object.fromEntries(Object.entries(SAT_CATEGORY_PRODUCT_KEYS).map(([id, key]) => [id, key.clave_prod_serv])),
    ).toEqual({
      'cables-y-conductores': '26121600',
      'interruptores-termomagneticos': '39121601',
      'contactores-y-arrancadores': '39121529',
      iluminacion: '39101600',
      herramientas: '27111500',
      'equipo-de-proteccion-personal': '46181500',
      'canalizacion-y-tuberia-conduit': '39131706',
      'tableros-y-centros-de-carga': '39121101',
      'apagadores-y-contactos': '39122200',
      'automatizacion-y-control': '32151700',
      'motores-y-variadores': '26101100',
      'conectores-y-terminales': '39121400',
      medicion: '41113600',
      'cintas-y-aislantes': '31201502',
    });
    expect(defaultClaveProdServOf('cintas-y-aislantes')?.descripcion).toBe('Cinta aislante eléctrica');
  });

  it.each(['proteccion', 'constructor', 'toString', '__proto__', ''])('has none for %j', (id) => {
    expect(defaultClaveProdServOf(id)).toBeUndefined();
  });
});

describe('productSatKeys', () => {
  it('falls back to the category and the sale unit', () => {
    expect(productSatKeys({ unit: 'metro', category_id: 'cables-y-conductores' })).toEqual({
      clave_prod_serv: '26121600',
      clave_unidad: 'MTR',
      unidad: 'Metro',
    });
  });

  it("lets the product's own keys win", () => {
    expect(
      productSatKeys({
        unit: 'pieza',
        category_id: 'motores-y-variadores',
        sat_clave_prod_serv: ' 39122001 ',
        sat_clave_unidad: 'XKI',
      }),
    ).toEqual({ clave_prod_serv: '39122001', clave_unidad: 'XKI', unidad: 'Kit (Conjunto de piezas)' });
  });

  it('names the unit of the key the concept carries, so Unidad never contradicts ClaveUnidad', () => {
    // A roll invoiced by the metre reads "Metro", not "Rollo".
    expect(productSatKeys({ unit: 'rollo', category_id: 'cables-y-conductores', sat_clave_unidad: 'MTR' })).toEqual({
      clave_prod_serv: '26121600',
      clave_unidad: 'MTR',
      unidad: 'Metro',
    });
    // A key SAT does not have (saved before keys were checked) keeps the sale unit's name; the invoice refuses it.
    expect(productSatKeys({ unit: 'pieza', category_id: 'medicion', sat_clave_unidad: 'PZA' }).unidad).toBe('Pieza');
  });

  it.each([null, undefined, '', '   '])('treats an own key %j as none', (own) => {
    expect(
      productSatKeys({ unit: 'caja', category_id: 'medicion', sat_clave_prod_serv: own, sat_clave_unidad: own }),
    ).toEqual({ clave_prod_serv: '41113600', clave_unidad: 'XBX', unidad: 'Caja' });
  });

  it('has no product key for a category without a default and no own key', () => {
    expect(productSatKeys({ unit: 'kit', category_id: 'proteccion' })).toEqual({
      clave_prod_serv: null,
      clave_unidad: 'KT',
      unidad: 'Kit',
    });
  });
});

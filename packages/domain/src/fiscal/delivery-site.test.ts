import { describe, expect, it } from 'vitest';
import { ILL_FORMED_TEXT_MESSAGE } from '../text/is-well-formed-text';
import { CODIGO_POSTAL_MESSAGE } from './codigo-postal';
import {
  DELIVERY_SITE_MESSAGES,
  DELIVERY_SITE_NAME_MAX_LENGTH,
  DELIVERY_SITE_NOTES_MAX_LENGTH,
  ZDeliverySite,
  deliverySiteFieldErrors,
  parseMexicanPhone,
} from './delivery-site';

const site = {
  name: ' Obra Monterrey Centro ',
  street: 'Av. Benito Juárez Sur',
  exterior_number: '237',
  interior_number: 'Bodega 4',
  colonia: 'Centro',
  municipio: 'Monterrey',
  estado: 'NLE',
  codigo_postal: '64000',
  receiver_name: 'Ing. Laura Treviño',
  receiver_phone: '81 1234-5678',
  hours: 'Lunes a viernes de 8:00 a 17:00',
  notes: 'Entrar por la puerta de la calle Zaragoza; preguntar por el residente de obra.',
};

describe('ZDeliverySite', () => {
  it('accepts a delivery site, trimmed, the phone in E.164', () => {
    expect(ZDeliverySite.parse(site)).toEqual({
      ...site,
      name: 'Obra Monterrey Centro',
      receiver_phone: '+528112345678',
    });
    expect(deliverySiteFieldErrors(site)).toEqual({});
  });

  it('stores missing optional texts as empty', () => {
    const { interior_number: _i, hours: _h, notes: _n, ...required } = site;
    expect(ZDeliverySite.parse(required)).toMatchObject({ interior_number: '', hours: '', notes: '' });
    expect(ZDeliverySite.parse({ ...site, interior_number: '  ', notes: '' })).toMatchObject({
      interior_number: '',
      notes: '',
    });
  });

  it('refuses each missing required field with its own Spanish message', () => {
    expect(deliverySiteFieldErrors({})).toEqual({
      name: DELIVERY_SITE_MESSAGES.name,
      street: DELIVERY_SITE_MESSAGES.street,
      exterior_number: DELIVERY_SITE_MESSAGES.exteriorNumber,
      colonia: DELIVERY_SITE_MESSAGES.colonia,
      municipio: DELIVERY_SITE_MESSAGES.municipio,
      estado: DELIVERY_SITE_MESSAGES.estado,
      codigo_postal: CODIGO_POSTAL_MESSAGE,
      receiver_name: DELIVERY_SITE_MESSAGES.receiverName,
      receiver_phone: DELIVERY_SITE_MESSAGES.receiverPhone,
    });
    const blank = Object.fromEntries(Object.keys(site).map((field) => [field, '   ']));
    expect(Object.keys(deliverySiteFieldErrors(blank)).sort()).toEqual(
      [
        'name',
        'street',
        'exterior_number',
        'colonia',
        'municipio',
        'estado',
        'codigo_postal',
        'receiver_name',
        'receiver_phone',
      ].sort(),
    );
  });

  it('refuses texts that are too long, each on its field', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    expect(
      deliverySiteFieldErrors({
        ...site,
        name: long(DELIVERY_SITE_NAME_MAX_LENGTH),
        street: long(120),
        exterior_number: long(20),
        interior_number: long(20),
        colonia: long(120),
        municipio: long(120),
        receiver_name: long(120),
        hours: long(120),
        notes: long(DELIVERY_SITE_NOTES_MAX_LENGTH),
      }),
    ).toEqual({
      name: DELIVERY_SITE_MESSAGES.nameTooLong,
      street: DELIVERY_SITE_MESSAGES.streetTooLong,
      exterior_number: DELIVERY_SITE_MESSAGES.exteriorNumberTooLong,
      interior_number: DELIVERY_SITE_MESSAGES.interiorNumberTooLong,
      colonia: DELIVERY_SITE_MESSAGES.coloniaTooLong,
      municipio: DELIVERY_SITE_MESSAGES.municipioTooLong,
      receiver_name: DELIVERY_SITE_MESSAGES.receiverNameTooLong,
      hours: DELIVERY_SITE_MESSAGES.hoursTooLong,
      notes: DELIVERY_SITE_MESSAGES.notesTooLong,
    });
    expect(ZDeliverySite.safeParse({ ...site, name: 'x'.repeat(DELIVERY_SITE_NAME_MAX_LENGTH) }).success).toBe(true);
    expect(ZDeliverySite.safeParse({ ...site, notes: 'x'.repeat(DELIVERY_SITE_NOTES_MAX_LENGTH) }).success).toBe(true);
  });

  it('refuses an unknown state, a bad código postal, ill-formed or non-text values', () => {
    expect(deliverySiteFieldErrors({ ...site, estado: 'Nuevo León', codigo_postal: '6400', notes: 42 })).toEqual({
      estado: DELIVERY_SITE_MESSAGES.estado,
      codigo_postal: CODIGO_POSTAL_MESSAGE,
      notes: DELIVERY_SITE_MESSAGES.notText,
    });
    expect(deliverySiteFieldErrors({ ...site, colonia: 'Centro\u202E' })).toEqual({ colonia: ILL_FORMED_TEXT_MESSAGE });
    // Two problems in one field: the first is the one shown.
    expect(deliverySiteFieldErrors({ ...site, colonia: `Centro\u202E${'x'.repeat(120)}` })).toEqual({
      colonia: ILL_FORMED_TEXT_MESSAGE,
    });
    expect(deliverySiteFieldErrors(null)).toEqual({});
    expect(ZDeliverySite.safeParse(null).success).toBe(false);
  });
});

describe('receiver phone', () => {
  it.each([
    ['81 1234 5678', '+528112345678'],
    ['81-1234-5678', '+528112345678'],
    ['(81) 1234.5678', '+528112345678'],
    ['+52 81 1234 5678', '+528112345678'],
    [' 477 123 4567 ', '+524771234567'],
  ])('reads %j as %j', (typed, e164) => {
    expect(parseMexicanPhone(typed)).toBe(e164);
    expect(ZDeliverySite.parse({ ...site, receiver_phone: typed }).receiver_phone).toBe(e164);
  });

  it.each([
    '1234 5678',
    '81 1234 56789',
    '+1 415 555 2671',
    '52 81 1234 5678',
    '+52 1 81 1234 5678',
    'ochenta y uno',
    '',
  ])('refuses %j', (typed) => {
    expect(parseMexicanPhone(typed)).toBeUndefined();
    expect(deliverySiteFieldErrors({ ...site, receiver_phone: typed })).toEqual({
      receiver_phone: DELIVERY_SITE_MESSAGES.receiverPhone,
    });
  });
});

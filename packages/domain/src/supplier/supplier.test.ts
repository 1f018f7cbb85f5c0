import { describe, expect, it } from 'vitest';
import { makeSupplier, makeSupplierFields } from '../testing/factories';
import { AppError } from '../errors/app-error';
import { errorMessageFor, supplierHasProductsMessage } from '../errors/error-catalogue';
import { RFC_MESSAGES } from './rfc';
import { ZSupplier, ZSupplierFields, productCountText, supplierFieldErrors, supplierIdFromName } from './supplier';

describe('ZSupplier', () => {
  it('accepts a stored supplier', () => {
    expect(ZSupplier.parse(makeSupplier())).toEqual(makeSupplier());
  });

  it('normalises what staff type: the RFC, the phone and the email', () => {
    const parsed = ZSupplierFields.parse({
      ...makeSupplierFields(),
      tax_id: ' eno-010101-ab1',
      phone: '+52 (81) 1234-5678',
      email: ' Compras@ElectroNorte.example ',
    });
    expect(parsed).toMatchObject({
      tax_id: 'ENO010101AB1',
      phone: '+528112345678',
      email: 'compras@electronorte.example',
    });
  });

  it('names each invalid field in Spanish', () => {
    const errors = supplierFieldErrors({
      ...makeSupplierFields(),
      name: '  ',
      tax_id: 'ABC019901AB1',
      email: 'no',
      phone: '1234',
      lead_time_days: 400,
      payment_terms: '',
      brand_ids: ['a', 'a'],
    });
    expect(errors).toEqual({
      name: 'Escribe el nombre del proveedor.',
      tax_id: RFC_MESSAGES.date,
      email: 'El correo electrónico no es válido.',
      phone: 'Escribe el número con el código de país, por ejemplo +52 55 1234 5678.',
      lead_time_days: 'Máximo 365 días de entrega.',
      payment_terms: 'Escribe las condiciones de pago.',
      brand_ids: 'Una de las marcas está repetida.',
    });
    expect(supplierFieldErrors(makeSupplierFields())).toEqual({});
    expect(supplierFieldErrors({ ...makeSupplierFields(), lead_time_days: 2.5 }).lead_time_days).toBe(
      'Escribe los días de entrega como un número entero.',
    );
  });

  it('refuses unknown ids and dates', () => {
    expect(ZSupplier.safeParse(makeSupplier({ id: 'Electro Norte' })).success).toBe(false);
    expect(ZSupplier.safeParse({ ...makeSupplier(), updated_at: 'ayer' }).success).toBe(false);
  });
});

describe('supplier helpers', () => {
  it('makes an id from the name', () => {
    expect(supplierIdFromName('Distribuidora Eléctrica del Norte, S.A. de C.V.')).toBe(
      'distribuidora-electrica-del-norte-s-a-de-c-v',
    );
    expect(supplierIdFromName('Peña & Núñez')).toBe('pena-y-nunez');
    expect(supplierIdFromName('¡¡!!')).toBe('proveedor');
    expect(supplierIdFromName('a'.repeat(200))).toHaveLength(72);
  });

  it('counts products', () => {
    expect(productCountText(1)).toBe('1 producto');
    expect(productCountText(3)).toBe('3 productos');
  });
});

describe('the refusal to delete a linked supplier', () => {
  it('names the count, from the answer’s items', () => {
    expect(supplierHasProductsMessage(1)).toBe(
      'No se puede eliminar este proveedor: tiene 1 producto vinculado. Desvincúlalo de ese producto en el catálogo, o desactívalo.',
    );
    expect(errorMessageFor('supplier/has-products', ['12'])).toBe(
      'No se puede eliminar este proveedor: tiene 12 productos vinculados. Desvincúlalo de esos productos en el catálogo, o desactívalo.',
    );
    expect(new AppError('supplier/has-products', { items: ['3'] }).userMessage).toContain(
      'tiene 3 productos vinculados',
    );
    // Without a count, the catalogue's own message.
    expect(errorMessageFor('supplier/has-products')).toBe(new AppError('supplier/has-products').userMessage);
    expect(errorMessageFor('supplier/has-products', ['x'])).toContain('tiene productos vinculados');
  });
});

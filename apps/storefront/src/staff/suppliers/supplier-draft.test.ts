import { ZSupplierFields, supplierFieldErrors } from '@voltia/domain';
import { makeSupplier } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { EMPTY_SUPPLIER_DRAFT, draftOf, inputOf, toggledIds } from './supplier-draft';

describe('the supplier editor’s draft', () => {
  it('round-trips a stored supplier through the schema unchanged', () => {
    const supplier = makeSupplier();
    const draft = draftOf(supplier);
    expect(draft.phone).toBe('+52 81 1234 5678');
    expect(draft.lead_time_days).toBe('5');
    const { id: _id, updated_at: _at, ...fields } = supplier;
    expect(ZSupplierFields.parse(inputOf(draft))).toEqual(fields);
  });

  it('an empty or non-numeric delivery time is refused in Spanish, not silently 0', () => {
    expect(supplierFieldErrors(inputOf({ ...draftOf(makeSupplier()), lead_time_days: '' })).lead_time_days).toBe(
      'Escribe los días de entrega como un número entero.',
    );
    expect(supplierFieldErrors(inputOf({ ...draftOf(makeSupplier()), lead_time_days: 'tres' })).lead_time_days).toBe(
      'Escribe los días de entrega como un número entero.',
    );
  });

  it('a new supplier starts empty and active; every required field is named', () => {
    expect(draftOf(null)).toBe(EMPTY_SUPPLIER_DRAFT);
    expect(Object.keys(supplierFieldErrors(inputOf(EMPTY_SUPPLIER_DRAFT))).sort()).toEqual([
      'city',
      'contact_name',
      'email',
      'lead_time_days',
      'name',
      'payment_terms',
      'phone',
      'tax_id',
    ]);
  });

  it('toggles ids', () => {
    expect(toggledIds(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggledIds(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggledIds(['a'], 'a', true)).toEqual(['a']);
  });
});

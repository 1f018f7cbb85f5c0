import { describe, expect, it } from 'vitest';
import { getErrorEntry } from '@voltia/domain';
import { missingPricesText, sendBlockers, type TSendCheck } from './send-blockers';

const now = new Date('2026-03-10T18:30:00.000Z');
const ready: TSendCheck = { unpriced: 0, validUntilDay: '2026-03-25', unsaved: false, invalidFields: 0, lines: 3, now };

describe('sendBlockers', () => {
  it('lets a priced, saved desk with a validity ahead be sent', () => {
    expect(sendBlockers(ready)).toEqual([]);
  });

  it('names every reason at once', () => {
    const reasons = sendBlockers({
      ...ready,
      unpriced: 2,
      validUntilDay: '2026-03-10',
      unsaved: true,
      invalidFields: 1,
    });
    expect(reasons).toEqual([
      'Faltan 2 precios: todos los productos deben tener precio.',
      getErrorEntry('quote/invalid-validity').message,
      'Corrige el campo marcado en rojo.',
      'Espera a que se guarden tus cambios.',
    ]);
  });

  it('refuses a desk without lines or without a validity day', () => {
    expect(sendBlockers({ ...ready, lines: 0 })).toEqual([getErrorEntry('quote/empty').message]);
    expect(sendBlockers({ ...ready, validUntilDay: null })).toEqual(['Elige la fecha de vigencia.']);
  });
});

describe('missingPricesText', () => {
  it('agrees in number', () => {
    expect(missingPricesText(1)).toBe('Falta 1 precio');
    expect(missingPricesText(40)).toBe('Faltan 40 precios');
  });

  it("a discount above 15 % waits for another staff member's approval, with the catalogue's reason", () => {
    const check = {
      unpriced: 0,
      validUntilDay: '2099-01-01',
      unsaved: false,
      invalidFields: 0,
      lines: 1,
      now: new Date('2026-01-01T12:00:00Z'),
    };
    expect(sendBlockers({ ...check, approval: null })).toEqual([]);
    expect(sendBlockers({ ...check, approval: 'missing' })).toEqual([
      getErrorEntry('quote/discount-approval-required').message,
    ]);
    expect(sendBlockers({ ...check, approval: 'stale' })).toEqual([
      getErrorEntry('quote/discount-approval-stale').message,
    ]);
    expect(sendBlockers({ ...check, approval: 'self' })).toEqual([
      getErrorEntry('quote/discount-approval-self').message,
    ]);
  });
});

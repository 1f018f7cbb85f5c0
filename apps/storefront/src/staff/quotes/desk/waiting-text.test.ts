import { describe, expect, it } from 'vitest';
import { daysAfter, makeQuote, T0 } from '@voltia/domain/testing';
import { waitingText } from './waiting-text';

describe('waitingText', () => {
  it('says how long the customer has waited for staff', () => {
    expect(waitingText(makeQuote({ status: 'requested', waiting_since: T0 }), daysAfter(3))).toBe(
      'Espera respuesta desde hace 3 días',
    );
  });

  it('never counts from the future (a clock behind the server)', () => {
    expect(waitingText(makeQuote({ status: 'requested', waiting_since: daysAfter(1) }), T0)).toBe(
      'Espera respuesta desde hace 0 segundos',
    );
  });

  it('says who has the turn when staff are not being waited for', () => {
    expect(waitingText(makeQuote({ status: 'info_requested', waiting_since: null }), T0)).toBe(
      'Esperando la respuesta del cliente',
    );
    expect(waitingText(makeQuote({ status: 'sent', waiting_since: null }), T0)).toBe(
      'Esperando la decisión del cliente',
    );
    expect(waitingText(makeQuote({ status: 'cancelled', waiting_since: null }), T0)).toBe('Cerrada');
  });
});

import { describe, expect, it } from 'vitest';
import {
  FINAL_QUOTE_STATUSES,
  QUOTE_STATUSES,
  QUOTE_STATUS_LABELS,
  ZQuoteStatus,
  isFinalQuoteStatus,
} from './quote-status';

describe('quote statuses', () => {
  it('lists the nine statuses with their Spanish labels', () => {
    expect(QUOTE_STATUS_LABELS).toEqual({
      draft: 'Borrador',
      requested: 'Solicitada',
      in_review: 'En revisión',
      info_requested: 'Información requerida',
      sent: 'Enviada',
      accepted: 'Aceptada',
      rejected: 'Rechazada',
      expired: 'Vencida',
      cancelled: 'Cancelada',
    });
    expect(Object.keys(QUOTE_STATUS_LABELS)).toEqual([...QUOTE_STATUSES]);
  });

  it('marks accepted, rejected, expired and cancelled as final', () => {
    expect(QUOTE_STATUSES.filter(isFinalQuoteStatus)).toEqual(['accepted', 'rejected', 'expired', 'cancelled']);
    expect([...FINAL_QUOTE_STATUSES]).toEqual(['accepted', 'rejected', 'expired', 'cancelled']);
  });

  it('validates statuses', () => {
    expect(ZQuoteStatus.parse('in_review')).toBe('in_review');
    expect(ZQuoteStatus.safeParse('approved').success).toBe(false);
  });
});

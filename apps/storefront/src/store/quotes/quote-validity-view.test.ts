import { describe, expect, it } from 'vitest';
import { validUntilFromDay } from '@voltia/domain';
import { describeValidity } from './quote-validity-view';

// Validity days end at midnight in Mexico City (UTC−6): 2026-12-08 holds until 2026-12-09T05:59:59.999Z.
const validUntil = validUntilFromDay('2026-12-08');

describe('describeValidity', () => {
  it('says until when and how many days are left', () => {
    expect(describeValidity(validUntil, new Date('2026-12-05T18:00:00Z'))).toEqual({
      expired: false,
      daysLeft: 3,
      day: '8 de diciembre de 2026',
      text: 'Vigente hasta el 8 de diciembre de 2026 · quedan 3 días',
    });
  });

  it('counts days in Mexico City time, not UTC', () => {
    // 02:00 UTC on the 8th is still the evening of the 7th in Mexico City: one day left, not zero.
    expect(describeValidity(validUntil, new Date('2026-12-08T02:00:00Z')).text).toBe(
      'Vigente hasta el 8 de diciembre de 2026 · queda 1 día',
    );
  });

  it('says when the last day has come', () => {
    expect(describeValidity(validUntil, new Date('2026-12-09T05:00:00Z')).text).toBe(
      'Vigente hasta el 8 de diciembre de 2026 · hoy es el último día',
    );
  });

  it('says it expired once the day is over', () => {
    const view = describeValidity(validUntil, new Date('2026-12-09T06:00:00Z'));
    expect(view).toMatchObject({ expired: true, daysLeft: -1, text: 'Venció el 8 de diciembre de 2026' });
  });
});

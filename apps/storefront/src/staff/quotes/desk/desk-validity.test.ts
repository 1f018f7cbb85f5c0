import { describe, expect, it } from 'vitest';
import { daysUntilValidity, formatValidityDay, isValidityAhead, validityCountdown } from './desk-validity';

// 2026-03-10 18:30 UTC is 12:30 in Mexico City; 2026-03-11 03:00 UTC is still the 10th there.
const noon = new Date('2026-03-10T18:30:00.000Z');
const lateEvening = new Date('2026-03-11T03:00:00.000Z');

describe('validity days on the company calendar', () => {
  it('counts whole days from today in Mexico City', () => {
    expect(daysUntilValidity('2026-03-25', noon)).toBe(15);
    expect(daysUntilValidity('2026-03-10', lateEvening)).toBe(0);
    expect(daysUntilValidity('2026-03-09', noon)).toBe(-1);
  });

  it('accepts for sending only a day after today', () => {
    expect(isValidityAhead('2026-03-11', lateEvening)).toBe(true);
    expect(isValidityAhead('2026-03-10', lateEvening)).toBe(false);
    expect(isValidityAhead(null, noon)).toBe(false);
  });

  it('says how long is left', () => {
    expect(validityCountdown('2026-03-25', noon)).toBe('Vence en 15 días');
    expect(validityCountdown('2026-03-11', noon)).toBe('Vence mañana');
    expect(validityCountdown('2026-03-10', noon)).toBe('Vence hoy');
    expect(validityCountdown('2026-03-09', noon)).toBe('Venció ayer');
    expect(validityCountdown('2026-03-01', noon)).toBe('Venció hace 9 días');
  });
});

describe('the validity day in words', () => {
  it('writes the day in Spanish', () => {
    expect(formatValidityDay('2026-12-09')).toBe('miércoles, 9 de diciembre de 2026');
  });
});

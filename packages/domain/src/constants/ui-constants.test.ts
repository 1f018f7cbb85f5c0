import { describe, expect, it } from 'vitest';
import { APP_SOURCE_MARKER, DATE_PICKER_RANGE, isWithinDatePickerRange } from './ui-constants';

describe('fixed values', () => {
  it('the date picker spans 1900 to 2099; profiles carry the app marker', () => {
    expect(DATE_PICKER_RANGE).toEqual({ min: '1900-01-01', max: '2099-12-31' });
    expect(APP_SOURCE_MARKER).toBe('voltia-marketplace-web');
  });
});

describe('isWithinDatePickerRange', () => {
  it.each([
    ['1900-01-01', true],
    ['2099-12-31', true],
    ['2025-06-15', true],
    ['1899-12-31', false],
    ['2100-01-01', false],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-13-01', false],
    ['2025-1-1', false],
    ['', false],
    ['not a date', false],
  ])('string %s -> %s', (value, expected) => {
    expect(isWithinDatePickerRange(value)).toBe(expected);
  });

  it('checks Dates by their local calendar day', () => {
    expect(isWithinDatePickerRange(new Date(1900, 0, 1, 0, 0, 0))).toBe(true);
    expect(isWithinDatePickerRange(new Date(2099, 11, 31, 23, 59, 59))).toBe(true);
    expect(isWithinDatePickerRange(new Date(1899, 11, 31, 23, 59, 59))).toBe(false);
    expect(isWithinDatePickerRange(new Date(2100, 0, 1, 0, 0, 0))).toBe(false);
    expect(isWithinDatePickerRange(new Date(2025, 5, 15))).toBe(true);
  });

  it('rejects an invalid Date', () => {
    expect(isWithinDatePickerRange(new Date('nope'))).toBe(false);
  });
});

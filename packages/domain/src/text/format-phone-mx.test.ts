import { describe, expect, it } from 'vitest';
import { COMPANY_PROFILE } from '../constants/company-profile';
import { ZPhoneNumber } from '../auth/phone-number';
import { formatPhoneMx, phoneTelHref } from './format-phone-mx';

describe('formatPhoneMx', () => {
  it.each([
    ['+528181234567', '+52 81 8123 4567'],
    ['+52 81 8123 4567', '+52 81 8123 4567'],
    ['+525512345678', '+52 55 1234 5678'],
    ['+525612345678', '+52 56 1234 5678'],
    ['+523312345678', '+52 33 1234 5678'],
    ['+524771234567', '+52 477 123 4567'],
    ['+529991234567', '+52 999 123 4567'],
    [' +52 (477) 123-4567 ', '+52 477 123 4567'],
    ['+5214771234567', '+52 477 123 4567'],
    ['+5218181234567', '+52 81 8123 4567'],
    ['81 8123 4567', '+52 81 8123 4567'],
    ['(477) 123.45.67', '+52 477 123 4567'],
  ])('shows the Mexican number %j as %j', (raw, shown) => {
    expect(formatPhoneMx(raw)).toBe(shown);
  });

  it('formats what ZPhoneNumber stores (E.164), and the same text however it was typed', () => {
    const stored = ZPhoneNumber.parse('+52 (81) 8123-4567');
    expect(formatPhoneMx(stored)).toBe('+52 81 8123 4567');
    expect(formatPhoneMx(formatPhoneMx(stored))).toBe(formatPhoneMx(stored));
  });

  it('keeps other countries in E.164 and never mangles text that is not a number', () => {
    expect(formatPhoneMx('+1 415 555 2671')).toBe('+14155552671');
    expect(formatPhoneMx('+447911123456')).toBe('+447911123456');
    expect(formatPhoneMx('  ext. 204  ')).toBe('ext. 204');
    expect(formatPhoneMx('8123 4567')).toBe('8123 4567');
    expect(formatPhoneMx('')).toBe('');
  });
});

describe('phoneTelHref', () => {
  it.each([
    ['+52 81 8123 4567', 'tel:+528181234567'],
    ['+5214771234567', 'tel:+524771234567'],
    ['81 8123 4567', 'tel:+528181234567'],
    ['+1 (415) 555-2671', 'tel:+14155552671'],
  ])('links %j as %j', (raw, href) => {
    expect(phoneTelHref(raw)).toBe(href);
  });

  it('gives no link for text that cannot be dialled', () => {
    expect(phoneTelHref('8123 4567')).toBeNull();
    expect(phoneTelHref('llamar a recepción')).toBeNull();
  });
});

describe('the company phone', () => {
  it('is stored in E.164 and shown, and linked, from that one copy', () => {
    expect(ZPhoneNumber.parse(COMPANY_PROFILE.phone)).toBe(COMPANY_PROFILE.phone);
    expect(formatPhoneMx(COMPANY_PROFILE.phone)).toBe('+52 81 8123 4567');
    expect(phoneTelHref(COMPANY_PROFILE.phone)).toBe(`tel:${COMPANY_PROFILE.phone}`);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RFC_MESSAGES } from '../supplier/rfc';
import {
  INVOICE_RFC_MESSAGES,
  RFC_EXTRANJERO,
  RFC_PUBLICO_EN_GENERAL,
  ZInvoiceRfc,
  invoiceRfcProblem,
  isGenericRfc,
  personaTypeOfRfc,
  rfcCheckDigit,
} from './invoice-rfc';

// RFCs with their check digit as published by others, to check the algorithm and its table against:
// - SAT970701NN3: SAT's own RFC (Servicio de Administración Tributaria).
// - EKU9003173C9: ESCUELA KEMPER URGATE, the taxpayer SAT's CFDI 4.0 test certificates are issued to.
// - phpcfdi/rfc, tests/Unit/CheckSumTest.php: CAMA911215CJ0, COSC8001137NA, SORC591116FJ6,
//   DIM8701081LA, A&A050908GT0, AÑÑ801231JK0 (and SAT970701NN3).
// - python-stdnum, stdnum/mx/rfc.py doctests: GODE561231GR8, MAB9307148T4 (valid) and
//   VACE460910SX6 (a real-looking RFC whose check digit is wrong).
const PUBLISHED = [
  'SAT970701NN3',
  'EKU9003173C9',
  'CAMA911215CJ0',
  'COSC8001137NA',
  'SORC591116FJ6',
  'DIM8701081LA',
  'A&A050908GT0',
  'AÑÑ801231JK0',
  'GODE561231GR8',
  'MAB9307148T4',
];

describe('invoice RFC', () => {
  it('computes the check digit of published RFCs, "A" and "0" included', () => {
    for (const rfc of PUBLISHED) {
      expect(rfcCheckDigit(rfc), rfc).toBe(rfc.slice(-1));
      expect(invoiceRfcProblem(rfc), rfc).toBeUndefined();
    }
    expect(rfcCheckDigit('COSC8001137NA')).toBe('A'); // 11 − 1: a 10 is written "A"
    expect(rfcCheckDigit('DIM8701081LA')).toBe('A');
    expect(rfcCheckDigit('CAMA911215CJ0')).toBe('0'); // 11 − 0: an 11 is written "0"
  });

  it("values & between N and O, then space and Ñ, as SAT's table does", () => {
    // With & anywhere else (after Ñ, say) these would come out 4 and 1.
    expect(rfcCheckDigit('A&A050908GT0')).toBe('0');
    expect(rfcCheckDigit('AÑÑ801231JK0')).toBe('0');
  });

  it('pads a company RFC with a leading space: without it SAT970701NN3 would not check', () => {
    expect(rfcCheckDigit('SAT970701NN3')).toBe('3');
    expect(rfcCheckDigit('0SAT970701NN3')).not.toBe('3');
  });

  it('refuses a wrong check digit with its own Spanish message', () => {
    expect(invoiceRfcProblem('VACE460910SX6')).toBe(INVOICE_RFC_MESSAGES.checkDigit);
    for (const rfc of PUBLISHED) {
      const wrong = rfc.slice(0, -1) + (rfc.endsWith('1') ? '2' : '1');
      expect(invoiceRfcProblem(wrong), wrong).toBe(INVOICE_RFC_MESSAGES.checkDigit);
    }
  });

  it('checks the shape first, with supplier/rfc messages', () => {
    expect(invoiceRfcProblem('')).toBe(RFC_MESSAGES.required);
    expect(invoiceRfcProblem('SAT97070NN3')).toBe(RFC_MESSAGES.shape);
    expect(invoiceRfcProblem('SAT971301NN3')).toBe(RFC_MESSAGES.date);
    expect(invoiceRfcProblem('SAT970701NNZ')).toBe(RFC_MESSAGES.homoclave);
  });

  it('tells a company (12 characters) from a person (13)', () => {
    expect(personaTypeOfRfc('SAT970701NN3')).toBe('moral');
    expect(personaTypeOfRfc('GODE561231GR8')).toBe('fisica');
    expect(personaTypeOfRfc(RFC_PUBLICO_EN_GENERAL)).toBe('fisica');
    expect(personaTypeOfRfc('SAT970701NN')).toBeUndefined();
    expect(personaTypeOfRfc('')).toBeUndefined();
  });

  it('accepts público en general without checking its digit, and refuses the foreign generic RFC', () => {
    expect(rfcCheckDigit(RFC_PUBLICO_EN_GENERAL)).toBe('4'); // SAT's fixed value does not check
    expect(invoiceRfcProblem(RFC_PUBLICO_EN_GENERAL)).toBeUndefined();
    expect(invoiceRfcProblem(RFC_EXTRANJERO)).toBe(INVOICE_RFC_MESSAGES.foreign);
    expect(isGenericRfc(RFC_PUBLICO_EN_GENERAL)).toBe(true);
    expect(isGenericRfc(RFC_EXTRANJERO)).toBe(true);
    expect(isGenericRfc('XAXX010101001')).toBe(false);
    expect(invoiceRfcProblem('XAXX010101001')).toBe(INVOICE_RFC_MESSAGES.checkDigit);
  });

  it('as a zod field: normalised, or refused with the Spanish reason', () => {
    expect(ZInvoiceRfc.parse(' sat-970701 nn3 ')).toBe('SAT970701NN3');
    expect(ZInvoiceRfc.parse('xaxx010101000')).toBe(RFC_PUBLICO_EN_GENERAL);
    expect(ZInvoiceRfc.safeParse('SAT970701NN4').error?.issues[0]?.message).toBe(INVOICE_RFC_MESSAGES.checkDigit);
    expect(ZInvoiceRfc.safeParse(undefined).error?.issues[0]?.message).toBe(RFC_MESSAGES.required);
  });
});

const LETTER = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÑ&');
const ALNUM = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const CHECK = fc.constantFrom(...'0123456789A');
const pad = (n: number) => String(n).padStart(2, '0');

/** An RFC of either kind without its check digit (any real date of 2000–2099). */
const rfcBody = fc
  .tuple(
    fc.integer({ min: 3, max: 4 }).chain((n) => fc.array(LETTER, { minLength: n, maxLength: n })),
    fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
    fc.array(ALNUM, { minLength: 2, maxLength: 2 }),
  )
  .map(
    ([letters, date, homoclave]) =>
      `${letters.join('')}${pad(date.getUTCFullYear() % 100)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${homoclave.join('')}`,
  )
  .filter((body) => !isGenericRfc(`${body}0`));

describe('invoice RFC check digit, for any RFC', () => {
  it('accepts the computed check digit and refuses every other one', () => {
    fc.assert(
      fc.property(rfcBody, CHECK, (body, check) => {
        const right = rfcCheckDigit(`${body}?`);
        expect(right).toMatch(/^[0-9A]$/);
        expect(invoiceRfcProblem(`${body}${right}`)).toBeUndefined();
        if (check !== right) expect(invoiceRfcProblem(`${body}${check}`)).toBe(INVOICE_RFC_MESSAGES.checkDigit);
      }),
    );
  });
});

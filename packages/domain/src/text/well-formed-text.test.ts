import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZRegistration } from '../auth/registration';
import { ZCartLine } from '../cart/cart-line';
import { ZProduct } from '../catalogue/product';
import { ZUserProfile, ZUserProfileUpdate } from '../profile/user-profile';
import { ZQuoteCustomer, ZQuoteDocument } from '../quote/quote-document';
import { ZDeskOp } from '../desk/desk-ops';
import { ZQuoteMove, ZQuoteMoveRequest } from '../quote/quote-move';
import { ZQuoteRequestDetails } from '../quote/quote-request-details';
import { validateQuoteAlias } from '../quote/rename-quote';
import { validateStatsEvent } from '../stats/stats-events';
import { makeCartLine, makeProduct, makeProfile, makeQuote, makeRequestDetails } from '../testing/factories';
import { ZWellFormedText } from './well-formed-text';
import { ILL_FORMED_TEXT_MESSAGE, isWellFormedText } from './is-well-formed-text';

const HIGH = '\ud800';
const LOW = '\udc00';

describe('isWellFormedText', () => {
  it.each([
    ['plain text', 'Contactor 25 A', true],
    ['accents and ñ', 'Señal de cañería, añil', true],
    ['a pair (an emoji outside the BMP)', 'Foco 💡 LED', true],
    ['the empty string', '', true],
    ['a lone high surrogate', HIGH, false],
    ['a lone low surrogate', LOW, false],
    ['a pair in the wrong order', `${LOW}${HIGH}`, false],
    ['a high surrogate at the end', `Cable ${HIGH}`, false],
    ['a low surrogate after a whole pair', `💡${LOW}`, false],
  ])('%s: %s', (_name, value, expected) => {
    expect(isWellFormedText(value)).toBe(expected);
  });

  it('agrees with String.prototype.isWellFormed on any mix of code units', () => {
    const codeUnit = fc.oneof(fc.integer({ min: 0xd800, max: 0xdfff }), fc.integer({ min: 0, max: 0xffff })).map((unit) => String.fromCharCode(unit));
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), (value) => {
        expect(isWellFormedText(value)).toBe((value as string & { isWellFormed(): boolean }).isWellFormed());
      }),
    );
  });

  it('ZWellFormedText refuses ill-formed text with the Spanish message and chains like z.string()', () => {
    const schema = ZWellFormedText.trim().min(1).max(10);
    expect(schema.parse('  Añil ')).toBe('Añil');
    const refused = schema.safeParse(` ${HIGH} `);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(ILL_FORMED_TEXT_MESSAGE);
  });
});

/** A schema, a value it accepts, and the text fields that must refuse a lone surrogate. */
type TCase = readonly [name: string, schema: z.ZodType, valid: Record<string, unknown>, fields: readonly string[]];

const CLIENT_TEXT: readonly TCase[] = [
  ['a cart line', ZCartLine, makeCartLine(), ['sku', 'product_id', 'sku_description', 'brand']],
  ['quote request details', ZQuoteRequestDetails, makeRequestDetails(), ['contact_name', 'email', 'phone', 'company', 'tax_id', 'delivery_city', 'notes']],
  ['a request_info move', ZQuoteMove, { type: 'request_info', message: '¿Qué calibre?' }, ['message']],
  ['an answer_info move', ZQuoteMove, { type: 'answer_info', message: 'Calibre 12' }, ['message']],
  ['a reject move', ZQuoteMove, { type: 'reject', reason: 'Precio alto' }, ['reason']],
  ['a cancel move', ZQuoteMove, { type: 'cancel', reason: 'Ya no se necesita' }, ['reason']],
  ['a send request', ZQuoteMoveRequest, { type: 'send', valid_until_day: '2030-01-31', terms: 'Entrega inmediata' }, ['terms']],
  ['a desk edit of the terms', ZDeskOp, { op: 'set_terms', terms: 'Pago de contado' }, ['terms']],
  ['a desk edit of the internal notes', ZDeskOp, { op: 'set_notes', internal_notes: 'Cliente frecuente' }, ['internal_notes']],
  ['a desk line edit', ZDeskOp, { op: 'set_line', product_id: 'p-1', quantity: 2 }, ['product_id']],
  ['a registration', ZRegistration, { first_name: 'Ana', last_name: 'López', email: 'ana@cliente.example', password: 'Voltia-2026' }, ['first_name', 'last_name', 'email']],
  ['a profile update', ZUserProfileUpdate, { first_name: 'Ana', last_name: 'López' }, ['first_name', 'last_name']],
  ['a stored profile', ZUserProfile, makeProfile(), ['first_name', 'last_name', 'full_name']],
  ['a quote customer', ZQuoteCustomer, { id: 'uid-1', nameOfClient: 'Ana López' }, ['nameOfClient']],
  ['a quote document', ZQuoteDocument, makeQuote({ alias: 'Obra Centro' }), ['alias']],
  ['a catalogue product', ZProduct, makeProduct(), ['product_id', 'sku', 'description', 'brand']],
];

describe('every client-facing text schema refuses ill-formed text', () => {
  it.each(CLIENT_TEXT)('%s', (_name, schema, valid, fields) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const field of fields) {
      const parsed = schema.safeParse({ ...valid, [field]: `Texto ${HIGH}` });
      expect(parsed.success, field).toBe(false);
      expect(parsed.error?.issues.some((issue) => issue.path[0] === field), field).toBe(true);
    }
  });

  it.each([
    ['a stats product event', 'product_added', { sku: 'QO220', product_id: 'p-1', product_description: 'Interruptor', brand: 'Square D', cartID: 'c-1' }],
    ['a stats search event', 'search_record', { search_term: 'cable', type: 'search' }],
  ] as const)('%s', (_name, kind, valid) => {
    expect(validateStatsEvent(kind, valid).ok).toBe(true);
    for (const field of Object.keys(valid).filter((key) => key !== 'type')) {
      const refused = validateStatsEvent(kind, { ...valid, [field]: `Texto ${HIGH}` });
      expect(!refused.ok && refused.error.detail, field).toContain(`${field} contiene caracteres no válidos`);
    }
  });

  it('a quote alias', () => {
    expect(validateQuoteAlias('Obra Centro').ok).toBe(true);
    expect(validateQuoteAlias(`Obra ${LOW}`)).toMatchObject({ ok: false, error: { code: 'quote/invalid-alias' } });
  });
});

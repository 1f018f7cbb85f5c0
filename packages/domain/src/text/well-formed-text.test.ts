import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZRegistration } from '../auth/registration';
import { ZCartLine } from '../cart/cart-line';
import { ZProduct } from '../catalogue/product';
import { ZUserProfile, ZUserProfileUpdate } from '../profile/user-profile';
import { ZQuoteCustomer, ZQuoteDocument } from '../quote/quote-document';
import { ZDeskOp } from '../quote/desk/desk-ops';
import { ZQuoteMove, ZQuoteMoveRequest } from '../quote/quote-move';
import { ZQuoteRequestDetails } from '../quote/quote-request-details';
import { validateQuoteAlias } from '../quote/validate-quote-alias';
import { validateStatsEvent } from '../stats/stats-events';
import { makeCartLine, makeProduct, makeProfile, makeQuote, makeRequestDetails } from '../testing/factories';
import { ZSupplierFields } from '../supplier/supplier';
import { ZProductInput } from '../catalogue/product-input';
import { ZCatalogueSaveRequest, ZCatalogueSearchRequest } from '../catalogue/catalogue-api';
import { parseCatalogueCsvRow, catalogueCsvRecordOf } from '../catalogue/catalogue-csv';
import { productInputOf } from '../catalogue/product-input';
import { ZBulkPreviewRequest, ZSavePriceRequest } from '../pricing/price-adjustment';
import { ZPriceActor } from '../pricing/price-list';
import { ZQuoteDesk } from '../quote/desk/quote-desk';
import { ZQuoteOffer } from '../quote/quote-offer';
import { ZQuoteMessage } from '../quote/quote-message';
import { ZStaffMember, staffDisplayName } from '../quote/quote-assignee';
import { ZStaffRef } from '../quote/quote-document';
import { ZInboxFilter } from '../quote/inbox-query';
import { historyActor } from '../quote/quote-history';
import { customerNameOf } from '../cart/new-quote';
import { splitDisplayName } from '../profile/user-profile';
import { toAppError } from '../errors/to-app-error';
import { makeDesk, makeOffer, makeSupplierFields } from '../testing/factories';
import { ZWellFormedText } from './well-formed-text';
import { ILL_FORMED_TEXT_MESSAGE, isWellFormedText, toWellFormedText } from './is-well-formed-text';
import { invalidInputCode } from './invalid-input-code';

const HIGH = '\ud800';
const LOW = '\udc00';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));
/** Each class of character the rule refuses, every member of it (decision 011). */
const REFUSED_CLASSES = {
  'C0 controls but tab, LF and CR (NUL, ESC, …)': [...range(0x00, 0x08), '\u000B', '\u000C', ...range(0x0e, 0x1f)],
  DEL: ['\u007F'],
  'C1 controls (NEL, CSI, …)': range(0x80, 0x9f),
  'bidirectional embeddings and overrides U+202A–U+202E': range(0x202a, 0x202e),
  'bidirectional isolates U+2066–U+2069': range(0x2066, 0x2069),
  'the right-to-left marks RLM and ALM': ['\u200F', '\u061C'],
} as const;
const REFUSED: readonly string[] = Object.values(REFUSED_CLASSES).flat();
const NAMED = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
/** One of each kind a test posts: a lone surrogate, NUL, ESC, a C1 control, an override, an isolate, RLM. */
const BAD_SAMPLES = [HIGH, '\u0000', '\u001B', '\u0085', '\u202E', '\u2067', '\u200F'] as const;

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

  it('agrees with String.prototype.isWellFormed on any mix of code units without the refused characters', () => {
    const codeUnit = fc
      .oneof(fc.integer({ min: 0xd800, max: 0xdfff }), fc.integer({ min: 0, max: 0xffff }))
      .map((unit) => String.fromCharCode(unit))
      .filter((unit) => !REFUSED.includes(unit));
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), (value) => {
        expect(isWellFormedText(value)).toBe((value as string & { isWellFormed(): boolean }).isWellFormed());
      }),
    );
  });

  it.each(Object.entries(REFUSED_CLASSES))('refuses %s, each of them, alone or inside text', (_name, chars) => {
    for (const char of chars) {
      expect(isWellFormedText(char), NAMED(char)).toBe(false);
      expect(isWellFormedText(`Pago a la cuenta ${char}1234`), NAMED(char)).toBe(false);
    }
  });

  it.each([
    ['tab, line feed and carriage return (notes and messages are written in lines)', 'Línea 1\r\nLínea 2\tcolumna\n'],
    ['the left-to-right mark U+200E (Windows puts it in copied dates)', '\u200E12/\u200E03/\u200E2026'],
    ['a zero-width joiner inside an emoji', 'Obra 👷\u200D♀️ lista'],
    ['a no-break space and a soft hyphen', 'Cable\u00A0THW inter\u00ADruptor'],
    ['the characters next to the refused ranges', '\u00A0\u0600\u200D\u2029\u202F\u2065\u206A'],
  ])('accepts %s', (_name, value) => {
    expect(isWellFormedText(value)).toBe(true);
  });

  it('ZWellFormedText refuses ill-formed text with the Spanish message and chains like z.string()', () => {
    const schema = ZWellFormedText.trim().min(1).max(10);
    expect(schema.parse('  Añil ')).toBe('Añil');
    const refused = schema.safeParse(` ${HIGH} `);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(ILL_FORMED_TEXT_MESSAGE);
    for (const char of ['\u001B', '\u202E'])
      expect(schema.safeParse(`Añil${char}`).error?.issues[0]?.message, NAMED(char)).toBe(ILL_FORMED_TEXT_MESSAGE);
  });
});

describe('toWellFormedText', () => {
  it('drops what the rule refuses and keeps the rest', () => {
    expect(toWellFormedText('Ana \u202ELópez\u202C\u001B[31m')).toBe('Ana López[31m');
    expect(toWellFormedText(`Ana${HIGH} López`)).toBe('Ana\uFFFD López');
    expect(toWellFormedText('Línea\n\t\u200E')).toBe('Línea\n\t\u200E');
  });

  it('always gives well-formed text, and well-formed text unchanged', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom(...REFUSED, HIGH, LOW),
            fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
          ),
        }),
        (value) => {
          const clean = toWellFormedText(value);
          expect(isWellFormedText(clean)).toBe(true);
          if (isWellFormedText(value)) expect(clean).toBe(value);
        },
      ),
    );
  });

  it('cleans the names an identity provider sends before they are stored (customer, staff, history, profile)', () => {
    const name = 'Ana \u202EzeróL\u202C';
    expect(customerNameOf(name)).toBe('Ana zeróL');
    expect(staffDisplayName(name, 'ana@voltia.example')).toBe('Ana zeróL');
    expect(historyActor('u1', 'customer', name).name).toBe('Ana zeróL');
    expect(splitDisplayName(`\u001B${name}`)).toEqual({ first_name: 'Ana', last_name: 'zeróL' });
    expect(customerNameOf('\u202E\u202C')).toBe(customerNameOf(''));
  });
});

describe('invalidInputCode', () => {
  it("is input/invalid-text, whose message is the rule's, only when every problem is refused text", () => {
    const schema = z.object({ name: ZWellFormedText.min(1), notes: ZWellFormedText });
    const issuesOf = (value: unknown) => schema.safeParse(value).error?.issues ?? [];
    expect(invalidInputCode(issuesOf({ name: 'A\u202E', notes: '\u001B' }))).toBe('input/invalid-text');
    expect(invalidInputCode(issuesOf({ name: '', notes: '\u001B' }))).toBe('input/invalid');
    expect(invalidInputCode(issuesOf({ name: 'A' }))).toBe('input/invalid');
    expect(invalidInputCode([])).toBe('input/invalid');
    const error = toAppError(schema.safeParse({ name: 'A', notes: '\u202E' }).error);
    expect([error.code, error.userMessage]).toEqual(['input/invalid-text', ILL_FORMED_TEXT_MESSAGE]);
  });
});

/** A schema, a value it accepts, and the text fields that must refuse a lone surrogate. */
type TCase = readonly [name: string, schema: z.ZodType, valid: Record<string, unknown>, fields: readonly string[]];

const CLIENT_TEXT: readonly TCase[] = [
  ['a cart line', ZCartLine, makeCartLine(), ['sku', 'product_id', 'sku_description', 'brand']],
  [
    'quote request details',
    ZQuoteRequestDetails,
    makeRequestDetails(),
    ['contact_name', 'email', 'phone', 'company', 'tax_id', 'delivery_city', 'notes'],
  ],
  ['a request_info move', ZQuoteMove, { type: 'request_info', message: '¿Qué calibre?' }, ['message']],
  ['an answer_info move', ZQuoteMove, { type: 'answer_info', message: 'Calibre 12' }, ['message']],
  ['a reject move', ZQuoteMove, { type: 'reject', reason: 'Precio alto' }, ['reason']],
  ['a cancel move', ZQuoteMove, { type: 'cancel', reason: 'Ya no se necesita' }, ['reason']],
  [
    'a send request',
    ZQuoteMoveRequest,
    { type: 'send', valid_until_day: '2030-01-31', terms: 'Entrega inmediata' },
    ['terms'],
  ],
  ['a desk edit of the terms', ZDeskOp, { op: 'set_terms', terms: 'Pago de contado' }, ['terms']],
  [
    'a desk edit of the internal notes',
    ZDeskOp,
    { op: 'set_notes', internal_notes: 'Cliente frecuente' },
    ['internal_notes'],
  ],
  ['a desk line edit', ZDeskOp, { op: 'set_line', product_id: 'p-1', quantity: 2 }, ['product_id']],
  [
    'a registration',
    ZRegistration,
    { first_name: 'Ana', last_name: 'López', email: 'ana@cliente.example', password: 'Voltia-2026' },
    ['first_name', 'last_name', 'email'],
  ],
  ['a profile update', ZUserProfileUpdate, { first_name: 'Ana', last_name: 'López' }, ['first_name', 'last_name']],
  ['a stored profile', ZUserProfile, makeProfile(), ['first_name', 'last_name', 'full_name']],
  ['a quote customer', ZQuoteCustomer, { id: 'uid-1', nameOfClient: 'Ana López' }, ['nameOfClient']],
  ['a quote document', ZQuoteDocument, makeQuote({ alias: 'Obra Centro' }), ['alias']],
  ['a catalogue product', ZProduct, makeProduct(), ['product_id', 'sku', 'description', 'brand']],
  ['a product as staff edit it', ZProductInput, productInputOf(makeProduct()), ['sku', 'description']],
  [
    'a supplier as staff edit it',
    ZSupplierFields,
    makeSupplierFields(),
    ['name', 'contact_name', 'city', 'payment_terms', 'notes'],
  ],
  ['a catalogue search', ZCatalogueSearchRequest, { q: 'contactor' }, ['q']],
  [
    'a price save',
    ZSavePriceRequest,
    {
      product_id: 'p-1',
      supplier_id: 'norte',
      supplier_costs: [{ supplier_id: 'norte', cost_cents: 100 }],
      margin_bp: 2500,
      reason: 'Nueva lista',
      expected_updated_at: null,
    },
    ['reason'],
  ],
  [
    'a bulk price change',
    ZBulkPreviewRequest,
    { scope: { kind: 'brand', id: 'urrea' }, change_bp: 400, reason: 'Aumento del proveedor' },
    ['reason'],
  ],
  ['who changed a price', ZPriceActor, { uid: 'u1', name: 'Mariana López' }, ['name']],
  [
    'a staff member',
    ZStaffMember,
    { uid: 'u1', name: 'Mariana López', email: 'ventas@voltia.example', updated_at: new Date() },
    ['name'],
  ],
  ['a quote assignee', ZStaffRef, { uid: 'u1', name: 'Mariana López' }, ['name']],
  ['the staff desk', ZQuoteDesk, makeDesk(), ['terms', 'internal_notes']],
  ['an offer as sent', ZQuoteOffer, makeOffer(), ['terms']],
  [
    'a message of the thread',
    ZQuoteMessage,
    { at: new Date(), author: { uid: 'u1', role: 'customer', name: 'Ana' }, text: 'Hola' },
    ['text'],
  ],
];

const PATTERN_FIELDS = new Set(['email', 'phone', 'tax_id']);

/** Fields written in lines (textareas): tab and line breaks are theirs to keep. */
const MULTILINE_TEXT: readonly TCase[] = [
  ['quote request notes', ZQuoteRequestDetails, makeRequestDetails(), ['notes']],
  ['a request_info move', ZQuoteMove, { type: 'request_info', message: '¿Qué calibre?' }, ['message']],
  ['a reject move', ZQuoteMove, { type: 'reject', reason: 'Precio alto' }, ['reason']],
  [
    'a send request',
    ZQuoteMoveRequest,
    { type: 'send', valid_until_day: '2030-01-31', terms: 'Entrega inmediata' },
    ['terms'],
  ],
  ['a desk edit of the terms', ZDeskOp, { op: 'set_terms', terms: 'Pago de contado' }, ['terms']],
  [
    'a desk edit of the internal notes',
    ZDeskOp,
    { op: 'set_notes', internal_notes: 'Cliente frecuente' },
    ['internal_notes'],
  ],
  ['a supplier', ZSupplierFields, makeSupplierFields(), ['notes']],
  [
    'a message of the thread',
    ZQuoteMessage,
    { at: new Date(), author: { uid: 'u1', role: 'customer', name: 'Ana' }, text: 'Hola' },
    ['text'],
  ],
  [
    'a bulk price change',
    ZBulkPreviewRequest,
    { scope: { kind: 'brand', id: 'urrea' }, change_bp: 400, reason: 'Aumento del proveedor' },
    ['reason'],
  ],
];

describe('every client-facing text schema refuses ill-formed text', () => {
  it.each(CLIENT_TEXT)('%s', (_name, schema, valid, fields) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const field of fields) {
      for (const bad of BAD_SAMPLES) {
        const parsed = schema.safeParse({ ...valid, [field]: `Texto ${bad} fin` });
        expect(parsed.success, `${field} ${NAMED(bad)}`).toBe(false);
        // An email, a phone or a tax id is refused by its own pattern, with its own message.
        const message = PATTERN_FIELDS.has(field) ? expect.any(String) : ILL_FORMED_TEXT_MESSAGE;
        expect(parsed.error?.issues, `${field} ${NAMED(bad)}`).toContainEqual(
          expect.objectContaining({ path: [field], message }),
        );
      }
    }
  });

  it.each(MULTILINE_TEXT)('%s keeps tab and line breaks', (_name, schema, valid, fields) => {
    for (const field of fields) {
      const parsed = schema.safeParse({ ...valid, [field]: 'Primera línea\r\nSegunda\tcolumna' });
      expect(parsed.success, field).toBe(true);
      expect((parsed.data as Record<string, unknown>)[field], field).toBe('Primera línea\r\nSegunda\tcolumna');
    }
  });

  it('a product sent to the catalogue function, and a product attribute', () => {
    const product = productInputOf(makeProduct());
    for (const bad of BAD_SAMPLES) {
      expect(
        ZCatalogueSaveRequest.safeParse({ product: { ...product, description: `Interruptor ${bad}` } }).error
          ?.issues[0],
      ).toMatchObject({ path: ['product', 'description'], message: ILL_FORMED_TEXT_MESSAGE });
      expect(
        ZCatalogueSaveRequest.safeParse({ product: { ...product, attributes: [{ name: 'Polos', value: `2${bad}` }] } })
          .error?.issues[0],
      ).toMatchObject({ path: ['product', 'attributes', 0, 'value'], message: ILL_FORMED_TEXT_MESSAGE });
    }
  });

  it('a catalogue CSV row names the column', () => {
    const record = catalogueCsvRecordOf(makeProduct());
    for (const bad of BAD_SAMPLES) {
      expect(parseCatalogueCsvRow({ ...record, descripcion: `Interruptor ${bad}` }, 7)).toEqual({
        ok: false,
        errors: [{ row: 7, column: 'descripcion', message: ILL_FORMED_TEXT_MESSAGE }],
      });
    }
  });

  it('the inbox search in the URL forgets refused text', () => {
    expect(ZInboxFilter.parse({ search: 'Norte\u202E' }).search).toBe('');
  });

  it.each([
    [
      'a stats product event',
      'product_added',
      { sku: 'QO220', product_id: 'p-1', product_description: 'Interruptor', brand: 'Square D', cartID: 'c-1' },
    ],
    ['a stats search event', 'search_record', { search_term: 'cable', type: 'search' }],
  ] as const)('%s', (_name, kind, valid) => {
    expect(validateStatsEvent(kind, valid).ok).toBe(true);
    for (const field of Object.keys(valid).filter((key) => key !== 'type')) {
      for (const bad of BAD_SAMPLES) {
        const refused = validateStatsEvent(kind, { ...valid, [field]: `Texto ${bad}` });
        expect(!refused.ok && refused.error.detail, `${field} ${NAMED(bad)}`).toContain(
          `${field} contiene caracteres no válidos`,
        );
      }
    }
  });

  it('a quote alias', () => {
    expect(validateQuoteAlias('Obra Centro').ok).toBe(true);
    for (const bad of [LOW, ...BAD_SAMPLES])
      expect(validateQuoteAlias(`Obra ${bad}`), NAMED(bad)).toMatchObject({
        ok: false,
        error: { code: 'quote/invalid-alias' },
      });
  });
});

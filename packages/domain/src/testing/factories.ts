// Test data for every workspace's tests, built with the domain's own rules where one exists, so a
// test starts from what the app really writes. Published as `@voltia/domain/testing`, never from the
// main entry; pure like the rest of the package (no Firebase: a consumer adds its own server
// timestamps and the like).
import type { TLoginUser } from '../auth/login-reducer';
import type { TCartLine } from '../cart/cart-line';
import type { TDeskLine, TQuoteDesk } from '../quote/desk/quote-desk';
import { DEFAULT_OFFER_TERMS } from '../quote/desk/quote-desk';
import { buildOffer } from '../quote/quote-offer';
import type { TQuoteOffer } from '../quote/quote-offer';
import { newQuote, type TNewQuoteInput } from '../cart/new-quote';
import type { TProduct, TProductFacts } from '../catalogue/product';
import type { TSupplier, TSupplierFields } from '../supplier/supplier';
import { applyQuoteMove } from '../quote/apply-quote-move';
import type { TQuoteDocument } from '../quote/quote-document';
import {
  ZQuoteRequestDetails,
  type TQuoteRequestDetails,
  type TQuoteRequestDetailsInput,
} from '../quote/quote-request-details';
import { buildUserProfile, type TBuildUserProfileInput, type TUserProfile } from '../profile/user-profile';
import { unwrapResult } from '../result/result';
import type { TDeliverySite } from '../fiscal/delivery-site';
import type { TFiscalData } from '../fiscal/fiscal-data';
import type { TOrderAcceptance } from '../order/order-acceptance';
import { buildOrder, type TOrderDocument } from '../order/order-document';

export const T0 = new Date('2025-03-01T10:00:00.000Z');

/** `T0` plus the given number of days. */
export function daysAfter(days: number, from: Date = T0): Date {
  return new Date(from.getTime() + days * 86_400_000);
}

export const OWNER_UID = 'uid-owner';
export const OTHER_UID = 'uid-other';
export const STAFF_UID = 'uid-staff';

/** A cart line; its SKU follows its product_id (`SKU-${product_id}`) unless given. */
export function makeCartLine(overrides: Partial<TCartLine> = {}): TCartLine {
  const product_id = overrides.product_id ?? 'prod-100';
  return {
    sku: `SKU-${product_id}`,
    product_id,
    sku_description: 'Contactor tripolar 25 A bobina 220 V AC',
    brand: 'Siemens',
    quantity: 1,
    ...overrides,
  };
}

/** The catalogue's facts of the product a line names, as the line has them (a published product unless said otherwise). */
export function catalogueFactsOf(line: TCartLine, overrides: Partial<TProductFacts> = {}): TProductFacts {
  return {
    sku: line.sku,
    description: line.sku_description,
    brand: line.brand === '' ? 'Sin marca' : line.brand,
    published: true,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<TProduct> = {}): TProduct {
  return {
    product_id: 'prod-100',
    sku: 'SKU-100',
    description: 'Interruptor termomagnético 2x20A',
    brand: 'Schneider',
    brand_id: 'schneider',
    category_id: 'proteccion',
    unit: 'pieza',
    attributes: [],
    supplier_ids: [],
    images: [],
    published: true,
    ...overrides,
  };
}

/**
 * A new quote as the storefront creates it (the domain's newQuote): by default a visitor's
 * anonymous cart owned by OWNER_UID at T0; `customerName` makes it a signed-in customer's.
 */
export function makeNewQuote(input: Partial<TNewQuoteInput> = {}): TQuoteDocument {
  return unwrapResult(newQuote({ ownerUid: OWNER_UID, now: T0, kind: 'cart', ...input }));
}

/** A desk line for a cart line: priced at 1 234.50 MXN unless overridden. */
export function makeDeskLine(overrides: Partial<TDeskLine> = {}): TDeskLine {
  return {
    ...makeCartLine(),
    unit_price_cents: 123_450,
    discount_bp: 0,
    delivery_days: 3,
    origin: 'requested',
    requested_quantity: overrides.quantity ?? 1,
    ...overrides,
  };
}

export function makeDesk(overrides: Partial<TQuoteDesk> = {}): TQuoteDesk {
  return {
    lines: [
      makeDeskLine({ sku: 'SKU-100', sku_description: 'Interruptor termomagnético 2x20A', brand: 'Schneider' }),
      makeDeskLine({
        product_id: 'prod-200',
        sku: 'SKU-200',
        sku_description: 'Contactor 25 A',
        unit_price_cents: 89_900,
        quantity: 4,
        requested_quantity: 4,
      }),
    ],
    valid_until_day: '2025-03-16',
    terms: DEFAULT_OFFER_TERMS,
    internal_notes: '',
    updated_at: T0,
    ...overrides,
  };
}

/** The offer the default desk makes. */
export function makeOffer(lines: readonly TDeskLine[] = makeDesk().lines, version = 1): TQuoteOffer {
  const offer = buildOffer(lines, DEFAULT_OFFER_TERMS, version);
  if (!offer.ok) throw offer.error;
  return offer.value;
}

const OFFER_STATUSES = new Set(['sent', 'accepted', 'rejected', 'expired']);
const WAITING_STATUSES = new Set(['requested', 'in_review']);

/** A claimed draft owned by OWNER_UID; override to reach other states (the fields each status needs follow it). */
export function makeQuote(overrides: Partial<TQuoteDocument> = {}): TQuoteDocument {
  const status = overrides.status ?? 'draft';
  return {
    ...makeNewQuote({ customerName: 'Ana López' }),
    // A submitted quote always carries what the customer confirmed, and its number.
    request_details: status === 'draft' ? null : makeRequestDetails(),
    quote_number: status === 'draft' ? null : 'COT-2025-000042',
    waiting_since: WAITING_STATUSES.has(status) ? T0 : null,
    offer: OFFER_STATUSES.has(status) ? makeOffer() : null,
    ...overrides,
  };
}

/** What a customer types in the request form (before the domain normalises it). */
export function makeRequestDetailsInput(overrides: Partial<TQuoteRequestDetailsInput> = {}): TQuoteRequestDetailsInput {
  return {
    contact_name: 'Ana López',
    email: 'ana@constructora.example',
    phone: '+52 55 1234 5678',
    company: 'Constructora Norte',
    tax_id: 'CNO010203AB1',
    delivery_city: 'Monterrey',
    notes: 'Entrega en obra.',
    ...overrides,
  };
}

/** What a customer confirms when requesting a quote, as the domain stores it. */
export function makeRequestDetails(overrides: Partial<TQuoteRequestDetails> = {}): TQuoteRequestDetails {
  return { ...ZQuoteRequestDetails.parse(makeRequestDetailsInput()), ...overrides };
}

/** A signed-in customer's draft that its owner submitted at `at` (the domain's submit move). */
export function makeRequestedQuote(ownerUid: string = OWNER_UID, at: Date = T0): TQuoteDocument {
  const draft = makeNewQuote({ ownerUid, customerName: 'Ana López', now: at });
  return unwrapResult(
    applyQuoteMove(
      draft,
      { role: 'customer', uid: ownerUid },
      { type: 'submit', lineCount: 1, details: makeRequestDetails(), quote_number: 'COT-2025-000042' },
      at,
    ),
  );
}

/** A quote staff sent at T0, valid for 15 days. */
export function makeSentQuote(overrides: Partial<TQuoteDocument> = {}): TQuoteDocument {
  return makeQuote({ status: 'sent', submitted_at: T0, sent_at: T0, valid_until: daysAfter(15), ...overrides });
}

export function makeLoginUser(overrides: Partial<TLoginUser> = {}): TLoginUser {
  return {
    id: OWNER_UID,
    user_id: OWNER_UID,
    phone: null,
    first_name: 'Ana',
    last_name: 'López',
    full_name: 'Ana López',
    email: 'ana@cliente.example',
    ...overrides,
  };
}

/** A new account's profile as the storefront creates it (the domain's buildUserProfile). */
export function makeNewProfile(input: Partial<TBuildUserProfileInput> = {}): TUserProfile {
  return unwrapResult(
    buildUserProfile({
      uid: OWNER_UID,
      first_name: 'Ana',
      last_name: 'López',
      email: 'ana@cliente.example',
      now: T0,
      ...input,
    }),
  );
}

export function makeProfile(overrides: Partial<TUserProfile> = {}): TUserProfile {
  return { ...makeNewProfile(), ...overrides };
}

/** A valid supplier (suppliers/{id}) as stored: RFC normalised, phone in E.164. */
export function makeSupplier(overrides: Partial<TSupplier> = {}): TSupplier {
  return {
    id: 'electro-norte',
    name: 'Electro Norte, S.A. de C.V.',
    tax_id: 'ENO010101AB1',
    contact_name: 'Luis Pérez',
    email: 'compras@electronorte.example',
    phone: '+528112345678',
    city: 'Monterrey',
    brand_ids: ['schneider-electric'],
    category_ids: ['cables-y-conductores'],
    lead_time_days: 5,
    payment_terms: 'Crédito 30 días',
    notes: '',
    active: true,
    updated_at: new Date('2026-01-15T10:00:00.000Z'),
    ...overrides,
  };
}

/** The editor's fields of makeSupplier (what POST /save takes). */
export function makeSupplierFields(overrides: Partial<TSupplierFields> = {}): TSupplierFields {
  const { id: _id, updated_at: _updatedAt, ...fields } = makeSupplier();
  return { ...fields, ...overrides };
}

/** A company's fiscal data as the profile stores it (Constructora Norte's, the demo's; its RFC's check digit is right). */
export function makeFiscalData(overrides: Partial<TFiscalData> = {}): TFiscalData {
  return {
    rfc: 'CNO150312H14',
    razon_social: 'CONSTRUCTORA NORTE',
    regimen_fiscal: '601',
    uso_cfdi: 'G03',
    codigo_postal: '64000',
    invoice_email: 'facturas@constructora-norte.example',
    ...overrides,
  };
}

/** A delivery site as the profile stores it. */
export function makeDeliverySite(overrides: Partial<TDeliverySite> = {}): TDeliverySite {
  return {
    name: 'Obra Monterrey Centro',
    street: 'Av. Constitución',
    exterior_number: '1500',
    interior_number: '',
    colonia: 'Centro',
    municipio: 'Monterrey',
    estado: 'NLE',
    codigo_postal: '64000',
    receiver_name: 'Ing. Ramiro Treviño',
    receiver_phone: '+528112345678',
    hours: 'Lunes a viernes de 8:00 a 17:00',
    notes: '',
    ...overrides,
  };
}

/** What "Aceptar" sends: a purchase order, the site `obra-1`, paid by transfer in one payment. */
export function makeOrderAcceptance(overrides: Partial<TOrderAcceptance> = {}): TOrderAcceptance {
  return {
    purchase_order_number: 'OC-7781',
    purchase_order_date: '2025-03-02',
    delivery_site_id: 'obra-1',
    metodo_pago: 'PUE',
    forma_pago: '03',
    ...overrides,
  };
}

/** The order the domain makes when the customer accepts a sent offer (`makeSentQuote` with `makeOffer`). */
export function makeOrder(overrides: Partial<TOrderDocument> = {}): TOrderDocument {
  const order = unwrapResult(
    buildOrder({
      quoteId: 'q-order',
      quote: makeSentQuote({ quote_number: 'COT-2025-000042', offer: makeOffer() }),
      acceptance: makeOrderAcceptance(),
      fiscal: makeFiscalData(),
      site: makeDeliverySite(),
      // None frozen: the invoice tests give each product's keys themselves.
      satKeys: {},
      orderNumber: 'PED-2025-000001',
      now: daysAfter(1),
    }),
  );
  return { ...order, ...overrides };
}

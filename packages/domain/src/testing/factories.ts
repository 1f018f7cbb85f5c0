// Test data factories shared by this package's unit tests and, through the `@voltia/domain/testing`
// entry, by other workspaces' tests. Never re-exported from the package's main entry.
import type { TLoginUser } from '../auth/login-reducer';
import type { TCartLine } from '../cart/cart-line';
import type { TDeskLine, TQuoteDesk } from '../desk/quote-desk';
import { DEFAULT_OFFER_TERMS } from '../desk/quote-desk';
import { buildOffer } from '../quote/quote-offer';
import type { TQuoteOffer } from '../quote/quote-offer';
import type { TProduct } from '../catalogue/product';
import type { TQuoteDocument } from '../quote/quote-document';
import type { TQuoteRequestDetails } from '../quote/quote-request-details';
import type { TUserProfile } from '../profile/user-profile';

export const T0 = new Date('2025-03-01T10:00:00.000Z');

/** `T0` plus the given number of days. */
export function daysAfter(days: number, from: Date = T0): Date {
  return new Date(from.getTime() + days * 86_400_000);
}

export const OWNER_UID = 'uid-owner';
export const OTHER_UID = 'uid-other';
export const STAFF_UID = 'uid-staff';

export function makeCartLine(overrides: Partial<TCartLine> = {}): TCartLine {
  return {
    sku: 'SKU-100',
    product_id: 'prod-100',
    sku_description: 'Interruptor termomagnético 2x20A',
    brand: 'Schneider',
    quantity: 1,
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
    published: true,
    ...overrides,
  };
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
    lines: [makeDeskLine(), makeDeskLine({ product_id: 'prod-200', sku: 'SKU-200', sku_description: 'Contactor 25 A', unit_price_cents: 89_900, quantity: 4, requested_quantity: 4 })],
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
    source: 'cart',
    alias: 'Cotización Nueva',
    created_at: T0,
    updated_at: T0,
    isAnonymous: false,
    customer: { id: OWNER_UID, nameOfClient: 'Ana López' },
    owner: OWNER_UID,
    status: 'draft',
    submitted_at: null,
    sent_at: null,
    valid_until: null,
    closed_at: null,
    info_request: null,
    customer_message: null,
    rejection_reason: null,
    cancellation_reason: null,
    requote_of: null,
    // A submitted quote always carries what the customer confirmed, and its number.
    request_details: status === 'draft' ? null : makeRequestDetails(),
    quote_number: status === 'draft' ? null : 'COT-2025-000042',
    assignee: null,
    waiting_since: WAITING_STATUSES.has(status) ? T0 : null,
    offer: OFFER_STATUSES.has(status) ? makeOffer() : null,
    ...overrides,
  };
}

/** What a customer confirms when requesting a quote. */
export function makeRequestDetails(overrides: Partial<TQuoteRequestDetails> = {}): TQuoteRequestDetails {
  return {
    contact_name: 'Ana López',
    email: 'ana@constructora.example',
    phone: '+525512345678',
    company: 'Constructora Norte',
    tax_id: 'CNO010203AB1',
    delivery_city: 'Monterrey',
    notes: null,
    ...overrides,
  };
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

export function makeProfile(overrides: Partial<TUserProfile> = {}): TUserProfile {
  return {
    user_id: OWNER_UID,
    first_name: 'Ana',
    last_name: 'López',
    full_name: 'Ana López',
    email: 'ana@cliente.example',
    phone_1: null,
    urlImage: null,
    source: 'voltia-marketplace-web',
    created_at: T0,
    ...overrides,
  };
}

import {
  FIRESTORE_COLLECTIONS,
  businessDayOf,
  cartLineFromProduct,
  newQuote,
  unwrapResult,
  validUntilFromDay,
  type TCartLine,
  type TQuoteMoveRequest,
} from '@voltia/domain';
import { makeRequestDetailsInput } from '@voltia/domain/testing';
import { DEMO_PRODUCTS } from '@voltia/demo-data';
import { patchEmulatorDocument } from './emulator-data';
import { callQuotesOk, type TSession } from './quotes-function';

// Quotes for the customer journeys, set up the way the product makes them: the customer's draft as
// the storefront writes it (the domain's newQuote and catalogue lines, written through the Firestore
// emulator's REST API as an administrator), then every later step through the quotes function
// itself with ID tokens from the Auth emulator (submit, take, price, send, ask), so each journey
// starts from documents the function really wrote (number, desk, history, search keys, offer).

const C = FIRESTORE_COLLECTIONS;
const DAY_MS = 86_400_000;

const expectOk = (route: string, body: unknown, session: TSession) => callQuotesOk(route, body, session.idToken);

// ---- quotes in each status the journeys start from ----

const PUBLISHED = DEMO_PRODUCTS.filter((product) => product.published);

/** Two catalogue lines (one of them with several units), different for each `seed`. */
export function journeyLines(seed: number): TCartLine[] {
  const picks = [PUBLISHED[(seed * 7 + 3) % PUBLISHED.length]!, PUBLISHED[(seed * 7 + 41) % PUBLISHED.length]!];
  return picks.map((product, index) => unwrapResult(cartLineFromProduct(product, index === 0 ? 3 : 12)));
}

/** The customer's draft as the storefront writes it: the quote with its lines. Returns its id. */
export async function createDraft(
  customer: TSession,
  lines: readonly TCartLine[],
  alias = 'Obra Saltillo, tableros',
): Promise<string> {
  const quoteId = `e2e-cotizacion-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const quote = unwrapResult(
    newQuote({ ownerUid: customer.uid, customerName: customer.name, alias, kind: 'cart', now: new Date() }),
  );
  await patchEmulatorDocument(`${C.quotes}/${quoteId}`, quote);
  for (const line of lines)
    await patchEmulatorDocument(`${C.quotes}/${quoteId}/${C.cartLines}/${line.product_id}`, line);
  return quoteId;
}

export type TJourneyQuote = { readonly id: string; readonly number: string; readonly lines: readonly TCartLine[] };

/** A request (through POST /submit) taken by `staff` (assigned and in review). */
export async function quoteInReview(customer: TSession, staff: TSession, seed: number): Promise<TJourneyQuote> {
  const lines = journeyLines(seed);
  const id = await createDraft(customer, lines);
  const details = makeRequestDetailsInput({
    contact_name: customer.name,
    email: customer.email,
    company: 'Constructora del Desierto S.A. de C.V.',
    delivery_city: 'Saltillo, Coah.',
  });
  const submitted = await expectOk('/submit', { quoteId: id, details }, customer);
  await expectOk('/assign', { quoteId: id, assignee_uid: staff.uid, start_review: true }, staff);
  return { id, number: submitted.quote_number as string, lines };
}

/** The calendar day `days` from today in the company's time zone (Mexico City). */
export function businessDayFromNow(days: number): string {
  return businessDayOf(new Date(Date.now() + days * DAY_MS));
}

export const JOURNEY_TERMS = 'Pago a 30 días. Entrega en obra dentro de Saltillo sin costo.';

/** A quote staff priced (one line with a discount) and sent, valid for `validDays` more days. */
export async function sentQuote(
  customer: TSession,
  staff: TSession,
  seed: number,
  validDays = 10,
): Promise<TJourneyQuote & { readonly validUntilDay: string }> {
  const quote = await quoteInReview(customer, staff, seed);
  const [first, second] = quote.lines as [TCartLine, TCartLine];
  const ops = [
    { op: 'set_line', product_id: first.product_id, unit_price_cents: 125_050, discount_bp: 500, delivery_days: 3 },
    { op: 'set_line', product_id: second.product_id, unit_price_cents: 28_990, discount_bp: 0, delivery_days: 0 },
  ];
  await expectOk('/desk', { quoteId: quote.id, ops }, staff);
  const validUntilDay = businessDayFromNow(validDays);
  // Made-up prices may be below the seed's costs; these journeys are about the customer's side.
  await staffMove(staff, quote.id, {
    type: 'send',
    valid_until_day: validUntilDay,
    terms: JOURNEY_TERMS,
    below_cost_confirmed: true,
  });
  return { ...quote, validUntilDay };
}

/**
 * A sent quote whose validity day has passed while it still says "Enviada" (the hourly expiry has
 * not come by): its validity moved back to yesterday, as time passing would have left it.
 */
export async function sentQuotePastValidity(
  customer: TSession,
  staff: TSession,
  seed: number,
): Promise<TJourneyQuote & { readonly validUntilDay: string }> {
  const quote = await sentQuote(customer, staff, seed);
  const validUntilDay = businessDayFromNow(-1);
  await patchEmulatorDocument(`${C.quotes}/${quote.id}`, { valid_until: validUntilFromDay(validUntilDay) });
  return { ...quote, validUntilDay };
}

/** A lifecycle move by staff through POST /move. */
export async function staffMove(staff: TSession, quoteId: string, move: TQuoteMoveRequest): Promise<void> {
  await expectOk('/move', { quoteId, move }, staff);
}

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
import { PASSWORD } from './account-steps';
import { createEmailAccount, uniqueEmail } from './auth-emulator';

// Quotes for the customer journeys, set up the way the product makes them: the customer's draft as
// the storefront writes it (the domain's newQuote and catalogue lines, written through the Firestore
// emulator's REST API as an administrator), then every later step through the quotes function
// itself with ID tokens from the Auth emulator (submit, take, price, send, ask), so each journey
// starts from documents the function really wrote (number, desk, history, search keys, offer).

const C = FIRESTORE_COLLECTIONS;
const DAY_MS = 86_400_000;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through scripts/emulators.mjs`);
  return value;
}

const project = () => process.env.GCLOUD_PROJECT ?? 'demo-voltia';
const documentsUrl = () => `http://${required('FIRESTORE_EMULATOR_HOST')}/v1/projects/${project()}/databases/(default)/documents`;
const quotesUrl = () => `${required('FUNCTIONS_EMULATOR_ORIGIN')}/${project()}/us-central1/quotes`;
const identityUrl = (method: string) => `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/${method}?key=demo-api-key`;
// The functions accept calls from the storefront's origin (CORS), as the browser makes them.
const STOREFRONT_ORIGIN = 'http://127.0.0.1:3000';

export type TSession = { readonly uid: string; readonly email: string; readonly name: string; readonly idToken: string };

async function identity<T>(method: string, body: Record<string, unknown>, admin = false): Promise<T> {
  const res = await fetch(identityUrl(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(admin ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Auth emulator ${method} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function signInSession(email: string, name: string): Promise<TSession> {
  const { localId, idToken } = await identity<{ localId: string; idToken: string }>('accounts:signInWithPassword', { email, password: PASSWORD, returnSecureToken: true });
  return { uid: localId, email, name, idToken };
}

/** A new customer account (email and password, as registered), with an ID token for the functions. */
export async function createCustomer(label: string, name = 'Elena Comprador'): Promise<TSession> {
  const email = uniqueEmail(label);
  await createEmailAccount(email, PASSWORD, name);
  return signInSession(email, name);
}

/**
 * A staff member of its own (a verified company address), so the journeys neither lean on nor
 * change what the demo staff have assigned. Their emails (acceptance, answers) come to this address.
 */
export async function createStaff(name = 'Valeria Ventas Prueba'): Promise<TSession> {
  const email = uniqueEmail('vendedora').replace('@cliente.example', '@voltia.example');
  const uid = await createEmailAccount(email, PASSWORD, name);
  await identity(`projects/${project()}/accounts:update`, { localId: uid, emailVerified: true }, true);
  // Signed in again, so the ID token says email_verified: the staff gate reads it.
  return signInSession(email, name);
}

type TAnswer = { status: number; body: { quoteId?: string; status?: string; quote_number?: string; error?: { code: string; message: string } } };

/** POST to the quotes function as `session`, the way the storefront's calls go. */
export async function callQuotes(route: string, body: unknown, session: TSession): Promise<TAnswer> {
  const res = await fetch(`${quotesUrl()}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: STOREFRONT_ORIGIN, Authorization: `Bearer ${session.idToken}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  return { status: res.status, body: contentType.includes('json') && text !== '' ? JSON.parse(text) : {} };
}

async function expectOk(route: string, body: unknown, session: TSession): Promise<TAnswer['body']> {
  const answer = await callQuotes(route, body, session);
  if (answer.status !== 200) throw new Error(`quotes${route} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

// ---- Firestore emulator REST, as an administrator ("Bearer owner" passes the rules) ----

type TValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { timestampValue: string }
  | { arrayValue: { values: TValue[] } }
  | { mapValue: { fields: Record<string, TValue> } };

function encode(value: unknown): TValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
}

function encodeFields(data: Record<string, unknown>): Record<string, TValue> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));
}

const encodedPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** Writes the given fields of the document at `path` (others stay as they are). */
async function patchDocument(path: string, data: Record<string, unknown>): Promise<void> {
  const mask = Object.keys(data).map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`).join('&');
  const res = await fetch(`${documentsUrl()}/${encodedPath(path)}?${mask}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: encodeFields(data) }),
  });
  if (!res.ok) throw new Error(`Firestore emulator PATCH ${path} answered ${res.status}: ${await res.text()}`);
}

async function deleteDocuments(collectionPath: string): Promise<void> {
  const res = await fetch(`${documentsUrl()}/${encodedPath(collectionPath)}?pageSize=300`, { headers: { Authorization: 'Bearer owner' } });
  const { documents = [] } = (await res.json()) as { documents?: { name: string }[] };
  await Promise.all(documents.map((doc) => fetch(`http://${required('FIRESTORE_EMULATOR_HOST')}/v1/${doc.name}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } })));
}

/** Removes a journey's quote with its lines, history, thread and desk, so the sales inbox other journeys read keeps only theirs. */
export async function deleteQuote(quoteId: string): Promise<void> {
  for (const sub of [C.cartLines, C.quoteHistory, C.quoteMessages]) await deleteDocuments(`${C.quotes}/${quoteId}/${sub}`);
  for (const path of [`${C.quotes}/${quoteId}`, `${C.quoteDesks}/${quoteId}`]) {
    await fetch(`${documentsUrl()}/${encodedPath(path)}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  }
}

// ---- quotes in each status the journeys start from ----

const PUBLISHED = DEMO_PRODUCTS.filter((product) => product.published);

/** Two catalogue lines (one of them with several units), different for each `seed`. */
export function journeyLines(seed: number): TCartLine[] {
  const picks = [PUBLISHED[(seed * 7 + 3) % PUBLISHED.length]!, PUBLISHED[(seed * 7 + 41) % PUBLISHED.length]!];
  return picks.map((product, index) => unwrapResult(cartLineFromProduct(product, index === 0 ? 3 : 12)));
}

/** The customer's draft as the storefront writes it: the quote with its lines. Returns its id. */
export async function createDraft(customer: TSession, lines: readonly TCartLine[], alias = 'Obra Saltillo, tableros'): Promise<string> {
  const quoteId = `e2e-cotizacion-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const quote = unwrapResult(newQuote({ ownerUid: customer.uid, customerName: customer.name, alias, kind: 'cart', now: new Date() }));
  await patchDocument(`${C.quotes}/${quoteId}`, quote);
  for (const line of lines) await patchDocument(`${C.quotes}/${quoteId}/${C.cartLines}/${line.product_id}`, line);
  return quoteId;
}

export type TJourneyQuote = { readonly id: string; readonly number: string; readonly lines: readonly TCartLine[] };

/** A request (through POST /submit) taken by `staff` (assigned and in review). */
export async function quoteInReview(customer: TSession, staff: TSession, seed: number): Promise<TJourneyQuote> {
  const lines = journeyLines(seed);
  const id = await createDraft(customer, lines);
  const details = makeRequestDetailsInput({ contact_name: customer.name, email: customer.email, company: 'Constructora del Desierto S.A. de C.V.', delivery_city: 'Saltillo, Coah.' });
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
export async function sentQuote(customer: TSession, staff: TSession, seed: number, validDays = 10): Promise<TJourneyQuote & { readonly validUntilDay: string }> {
  const quote = await quoteInReview(customer, staff, seed);
  const [first, second] = quote.lines as [TCartLine, TCartLine];
  const ops = [
    { op: 'set_line', product_id: first.product_id, unit_price_cents: 125_050, discount_bp: 500, delivery_days: 3 },
    { op: 'set_line', product_id: second.product_id, unit_price_cents: 28_990, discount_bp: 0, delivery_days: 0 },
  ];
  await expectOk('/desk', { quoteId: quote.id, ops }, staff);
  const validUntilDay = businessDayFromNow(validDays);
  await staffMove(staff, quote.id, { type: 'send', valid_until_day: validUntilDay, terms: JOURNEY_TERMS });
  return { ...quote, validUntilDay };
}

/**
 * A sent quote whose validity day has passed while it still says "Enviada" (the hourly expiry has
 * not come by): its validity moved back to yesterday, as time passing would have left it.
 */
export async function sentQuotePastValidity(customer: TSession, staff: TSession, seed: number): Promise<TJourneyQuote & { readonly validUntilDay: string }> {
  const quote = await sentQuote(customer, staff, seed);
  const validUntilDay = businessDayFromNow(-1);
  await patchDocument(`${C.quotes}/${quote.id}`, { valid_until: validUntilFromDay(validUntilDay) });
  return { ...quote, validUntilDay };
}

/** A lifecycle move by staff through POST /move. */
export async function staffMove(staff: TSession, quoteId: string, move: TQuoteMoveRequest): Promise<void> {
  await expectOk('/move', { quoteId, move }, staff);
}

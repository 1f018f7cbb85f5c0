import { execFileSync } from 'node:child_process';
import {
  FIRESTORE_COLLECTIONS,
  formatMoney,
  newQuote,
  unwrapResult,
  validUntilFromDay,
  ZDeskAnswer,
} from '@voltia/domain';
import type { TQuoteDocument } from '@voltia/domain';
import { makeOffer, makeProduct, makeRequestDetailsInput } from '@voltia/domain/testing';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOutbox } from './outbox/deliver-outbox-mail';
import { productionDeliveryDeps } from './outbox/delivery-deps';
import { outboxMailToFirestore } from './outbox/outbox-store';
import { expireDueQuotes } from './quotes/expire-due-quotes';
import { deskFromFirestore, quoteToFirestore } from './quotes/quote-firestore-data';
import { QUOTE_MESSAGE_RATE_LIMIT } from './quotes/quote-submit-rate';
import { productionExpiryDeps } from './scheduled';
import { emulatorSignUp, emulatorVerifiedSession, uniqueEmail } from './testing/auth-emulator';
import type { TEmulatorSession } from './testing/auth-emulator';
import { BURST_TIMEOUT_MS, burst, expectBurstHeld } from './testing/burst';
import { sinkMessages } from './testing/smtp-sink-messages';
import { uniqueSuffix } from './testing/stats-event-factories';
import { ACCEPT_MOVE, storeCustomerBilling } from './testing/customer-billing';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';
import { announceCatalogueRewrite } from './testing/emulator-catalogue';

// The quote desk end to end through the Auth, Firestore and Functions emulators and the SMTP sink:
// a customer's request becomes a priced offer, reaches the customer as an email with the PDF, and
// is accepted; every step is in the history and no client can skip a rule.
const projectId = process.env.GCLOUD_PROJECT ?? '';
const quotesUrl = emulatorFunctionUrl('quotes');
const STOREFRONT = 'http://localhost:3000';
const C = FIRESTORE_COLLECTIONS;

let app: App;
let auth: Auth;
let db: Firestore;
let staff: TEmulatorSession;
const products = ['desk-it-a', 'desk-it-b'].map((id, index) =>
  makeProduct({
    product_id: `${id}-${uniqueSuffix()}`,
    sku: `DSK-${index}-${uniqueSuffix()}`,
    description: index === 0 ? 'Interruptor termomagnético 3x40 A' : 'Cable THW calibre 10 (100 m)',
  }),
);

beforeAll(async () => {
  app = initializeApp({ projectId }, `quote-desk-integration-${uniqueSuffix()}`);
  auth = getAuth(app);
  db = getFirestore(app);
  for (const product of products) await db.collection(C.products).doc(product.product_id).set(product);
  staff = await emulatorVerifiedSession(auth, `staff-${uniqueSuffix()}@voltia.example`, 'Mariana Prueba');
  await fetch(`${quotesUrl}/claim`, { method: 'OPTIONS', headers: { Origin: STOREFRONT } });
}, 60_000);

afterAll(async () => {
  for (const product of products) await db.collection(C.products).doc(product.product_id).delete();
  await announceCatalogueRewrite(db);
  await deleteApp(app);
});

type TBody = {
  quoteId?: string;
  status?: string;
  quote_number?: string;
  order_number?: string;
  changes?: number;
  error?: { code: string; message: string; fields?: string[] };
};

async function post(route: string, body: unknown, session: TEmulatorSession): Promise<{ status: number; body: TBody }> {
  const res = await fetch(`${quotesUrl}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, Authorization: `Bearer ${session.idToken}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? {} : JSON.parse(text)) as TBody };
}

/** A signed-in customer's draft with the two test products, as the storefront leaves it. */
async function customerDraft(customer: TEmulatorSession): Promise<string> {
  const quoteId = `q-desk-${uniqueSuffix()}${uniqueSuffix()}`;
  const quote = unwrapResult(
    newQuote({ ownerUid: customer.uid, now: new Date(), kind: 'cart', customerName: 'Laura Méndez' }),
  );
  const ref = db.collection(C.quotes).doc(quoteId);
  await ref.set(quoteToFirestore(quote));
  await ref.collection(C.cartLines).doc(products[0]!.product_id).set({
    sku: products[0]!.sku,
    product_id: products[0]!.product_id,
    sku_description: products[0]!.description,
    brand: products[0]!.brand,
    quantity: 3,
  });
  await ref.collection(C.cartLines).doc(products[1]!.product_id).set({
    sku: products[1]!.sku,
    product_id: products[1]!.product_id,
    sku_description: products[1]!.description,
    brand: products[1]!.brand,
    quantity: 2,
  });
  return quoteId;
}

async function stored(quoteId: string): Promise<Record<string, unknown>> {
  return (await db.collection(C.quotes).doc(quoteId).get()).data() ?? {};
}

async function historyOf(quoteId: string): Promise<Record<string, unknown>[]> {
  const snapshot = await db.collection(C.quotes).doc(quoteId).collection(C.quoteHistory).orderBy('at').get();
  return snapshot.docs.map((doc) => doc.data());
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the quote desk through the emulators', () => {
  it('request → take → price → send (email with the PDF) → accept (staff told); every step in the history', async () => {
    const contact = uniqueEmail('compras');
    const customer = await emulatorSignUp(uniqueEmail(), undefined, 'Laura Méndez');
    const quoteId = await customerDraft(customer);

    const submitted = await post(
      '/submit',
      { quoteId, details: makeRequestDetailsInput({ email: contact, company: 'Industrias Méndez' }) },
      customer,
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.quote_number).toMatch(/^COT-\d{4}-\d{6}$/);
    expect((await db.collection(C.quoteDesks).doc(quoteId).get()).exists).toBe(true);

    expect((await post('/assign', { quoteId, assignee_uid: staff.uid, start_review: true }, staff)).body).toEqual({
      quoteId,
      status: 'in_review',
    });
    expect(await stored(quoteId)).toMatchObject({
      assignee: { uid: staff.uid, name: 'Mariana Prueba' },
      status: 'in_review',
    });
    expect((await db.collection(C.staffMembers).doc(staff.uid).get()).data()).toMatchObject({
      name: 'Mariana Prueba',
      email: staff.email,
    });

    const priced = await post(
      '/desk',
      {
        quoteId,
        ops: [
          {
            op: 'set_line',
            product_id: products[0]!.product_id,
            unit_price_cents: 125_000,
            discount_bp: 500,
            delivery_days: 3,
          },
          { op: 'set_line', product_id: products[1]!.product_id, unit_price_cents: 289_990, delivery_days: 0 },
          { op: 'set_notes', internal_notes: 'Cliente frecuente: margen mínimo' },
        ],
      },
      staff,
    );
    // The answer is the desk as stored, by the route's contract.
    const deskAnswer = ZDeskAnswer.parse(priced.body);
    expect(deskAnswer).toMatchObject({ quoteId, status: 'in_review', changes: 6 });
    expect(deskAnswer.desk).toEqual(deskFromFirestore((await db.collection(C.quoteDesks).doc(quoteId).get()).data()!));
    // Nothing of the desk reached the customer's document.
    expect((await stored(quoteId)).offer).toBeNull();

    const validDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const sent = await post(
      '/move',
      { quoteId, move: { type: 'send', valid_until_day: validDay, terms: 'Pago a 30 días.' } },
      staff,
    );
    expect(sent.body).toEqual({ quoteId, status: 'sent' });
    const offer = (await stored(quoteId)).offer as ReturnType<typeof makeOffer>;
    // 3 × 1 250.00 = 3 750.00 − 5 % (187.50); 2 × 2 899.90 = 5 799.80; IVA 16 % of 9 362.30 = 1 497.97
    expect(offer.totals).toMatchObject({
      subtotal_cents: 954_980,
      discount_cents: 18_750,
      iva_cents: 149_797,
      total_cents: 1_086_027,
    });

    const offerSubject = `Tu cotización ${submitted.body.quote_number}: precios listos`;
    const mails = await eventually(
      () => sinkMessages(contact),
      (list) => list.some((mail) => mail.subject === offerSubject),
      'the offer email',
    );
    // The request's confirmation, then the offer, once each.
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Recibimos tu solicitud ${submitted.body.quote_number}`,
      offerSubject,
    ]);
    const offerMail = mails[1]!;
    expect(offerMail.text).toContain(`Total: ${formatMoney(offer.totals.total_cents)} MXN`);
    const [pdf] = offerMail.attachments;
    expect(pdf).toMatchObject({ filename: `${submitted.body.quote_number}.pdf`, mimeType: 'application/pdf' });
    const pdfText = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: Buffer.from(pdf!.contentBase64, 'base64'),
    }).toString('utf8');
    expect(pdfText).toContain(submitted.body.quote_number);
    expect(pdfText).toContain(formatMoney(offer.totals.total_cents));

    // The owner downloads the same PDF the email carried.
    const download = await fetch(`${quotesUrl}/pdf`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, Authorization: `Bearer ${customer.idToken}` },
      body: JSON.stringify({ quoteId }),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).toString('base64')).toBe(pdf!.contentBase64);

    await storeCustomerBilling(db, customer.uid);
    const accepted = await post('/move', { quoteId, move: ACCEPT_MOVE }, customer);
    expect(accepted.body).toEqual({
      quoteId,
      status: 'accepted',
      order_number: expect.stringMatching(/^PED-\d{4}-\d{6}$/),
    });
    // The order, with the offer's total as it was sent.
    expect((await db.collection(C.orders).doc(quoteId).get()).data()).toMatchObject({
      order_number: accepted.body.order_number,
      status: 'confirmed',
      owner: customer.uid,
      totals: { total_cents: offer.totals.total_cents },
    });
    await eventually(
      () => sinkMessages(staff.email),
      (list) => list.some((mail) => mail.subject.startsWith('Cotización aceptada')),
      'the acceptance email to the assignee',
    );

    const history = await historyOf(quoteId);
    expect(
      history.map((entry) =>
        entry.kind === 'move'
          ? `move:${String(entry.move)}`
          : entry.kind === 'change'
            ? `change:${String(entry.field)}`
            : String(entry.kind),
      ),
    ).toEqual([
      'move:submit',
      'assign',
      'move:start_review',
      'change:unit_price',
      'change:discount',
      'change:delivery',
      'change:unit_price',
      'change:delivery',
      'change:internal_notes',
      'move:send',
      'move:accept',
    ]);
    const outbox = await db.collection(C.mailOutbox).where('quote_id', '==', quoteId).get();
    expect(outbox.docs.map((doc) => [doc.get('kind'), doc.get('status')]).sort()).toEqual([
      ['customer_accepted', 'sent'],
      ['offer_sent', 'sent'],
      ['order_confirmed', 'sent'],
      ['quote_requested', 'sent'],
      ['request_received', 'sent'],
    ]);
  }, 60_000);

  it('refusals: a customer cannot price or send, a stranger cannot get the PDF, a forged price is refused; nothing written', async () => {
    const customer = await emulatorSignUp(uniqueEmail(), undefined, 'Ana');
    const stranger = await emulatorSignUp(uniqueEmail(), undefined, 'Eve');
    const fakeStaff = await emulatorSignUp(`ventas-${uniqueSuffix()}@voltia.example`, undefined, 'Falso');
    const quoteId = await customerDraft(customer);
    await post('/submit', { quoteId, details: makeRequestDetailsInput() }, customer);
    await post('/assign', { quoteId, assignee_uid: staff.uid, start_review: true }, staff);
    const before = await historyOf(quoteId);

    const ops = [{ op: 'set_line', product_id: products[0]!.product_id, unit_price_cents: 1 }];
    expect((await post('/desk', { quoteId, ops }, customer)).status).toBe(403);
    expect((await post('/desk', { quoteId, ops }, fakeStaff)).status).toBe(403);
    expect(
      (await post('/move', { quoteId, move: { type: 'send', valid_until_day: '2099-01-01', terms: '' } }, customer))
        .body.error?.code,
    ).toBe('quote/forbidden');
    const forged = await post(
      '/move',
      { quoteId, move: { type: 'send', valid_until_day: '2099-01-01', terms: '', lines: [] } },
      staff,
    );
    expect(forged.status).toBe(400);
    expect((await post('/pdf', { quoteId }, stranger)).status).toBe(404);
    expect((await post('/message', { quoteId, text: 'hola' }, stranger)).body.error?.code).toBe('firestore/not-found');

    expect(await historyOf(quoteId)).toEqual(before);
    expect((await db.collection(C.quoteDesks).doc(quoteId).get()).get('lines')).toEqual(
      expect.arrayContaining([expect.objectContaining({ unit_price_cents: null })]),
    );
  }, 60_000);

  it('refuses text disguised by a right-to-left override or an escape code (a message, request notes): 400 in Spanish, nothing written', async () => {
    const customer = await emulatorSignUp(uniqueEmail(), undefined, 'Laura Méndez');
    const contact = uniqueEmail('disfraz');
    const quoteId = await customerDraft(customer);
    const disguised = {
      error: {
        code: 'input/invalid-text',
        message: 'El texto contiene caracteres no válidos.',
        fields: ['details.notes'],
      },
    };

    for (const notes of ['Entregar en la obra \u202Eanaam\u202C', 'Entregar \u001B[8mmañana\u001B[0m']) {
      const refused = await post(
        '/submit',
        { quoteId, details: makeRequestDetailsInput({ email: contact, notes }) },
        customer,
      );
      expect(refused).toEqual({ status: 400, body: disguised });
    }
    expect(await stored(quoteId)).toMatchObject({ status: 'draft', request_details: null });

    expect(
      (await post('/submit', { quoteId, details: makeRequestDetailsInput({ email: contact }) }, customer)).status,
    ).toBe(200);
    const thread = db.collection(C.quotes).doc(quoteId).collection(C.quoteMessages);
    const cases = [
      [customer, 'Depositen a la cuenta \u202E4321 8765\u202C'],
      [customer, 'Total \u001B[2J$1.00'],
      [staff, 'Precio final \u202E00.005 1$'],
      [staff, 'Vigencia \u001B]8;;http://malo.example\u001B\\15 días'],
    ] as const;
    for (const [session, text] of cases) {
      const refused = await post('/message', { quoteId, text }, session);
      expect(refused).toEqual({ status: 400, body: { error: { ...disguised.error, fields: ['text'] } } });
    }
    expect((await thread.count().get()).data().count).toBe(0);
    // The contact has the request's confirmation and nothing else.
    expect((await sinkMessages(contact)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Recibimos tu solicitud COT-/),
    ]);
  }, 60_000);

  it(
    'a burst of 50 staff messages on one quote: no 500, at most the allowance accepted, and one message and one email per accepted request',
    async () => {
      const customer = await emulatorSignUp(uniqueEmail(), undefined, 'Ráfaga');
      const contact = uniqueEmail('rafaga');
      const quoteId = await customerDraft(customer);
      await post('/submit', { quoteId, details: makeRequestDetailsInput({ email: contact }) }, customer);
      const result = await burst('quotes /message', 50, (i) =>
        fetch(`${instanceFunctionUrl('quotes')}/message`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, Authorization: `Bearer ${staff.idToken}` },
          body: JSON.stringify({ quoteId, text: `Mensaje ${i}` }),
        }),
      );
      const accepted = expectBurstHeld(result, 200, QUOTE_MESSAGE_RATE_LIMIT.maxSends);
      const messages = await db.collection(C.quotes).doc(quoteId).collection(C.quoteMessages).count().get();
      expect(messages.data().count).toBe(accepted);
      // The contact also has the request's confirmation.
      const messageMails = (list: readonly { subject: string }[]) =>
        list.filter((mail) => mail.subject.startsWith('Mensaje sobre tu cotización'));
      const mails = await eventually(
        () => sinkMessages(contact),
        (list) => messageMails(list).length >= accepted,
        'the message emails',
      );
      expect(messageMails(mails)).toHaveLength(accepted);
      expect(mails).toHaveLength(accepted + 1);
    },
    BURST_TIMEOUT_MS,
  );

  it('two reps saving five prices each at once: the history, read by time, is the order the saves committed in and ends at the stored price', async () => {
    const customer = await emulatorSignUp(uniqueEmail(), undefined, 'Historia');
    const quoteId = await customerDraft(customer);
    await post('/submit', { quoteId, details: makeRequestDetailsInput() }, customer);
    const other = await emulatorVerifiedSession(auth, `staff-b-${uniqueSuffix()}@voltia.example`, 'Rodrigo Prueba');
    const productId = products[0]!.product_id;
    const desk = (session: TEmulatorSession, cents: number) =>
      fetch(`${instanceFunctionUrl('quotes')}/desk`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, Authorization: `Bearer ${session.idToken}` },
        body: JSON.stringify({ quoteId, ops: [{ op: 'set_line', product_id: productId, unit_price_cents: cents }] }),
      });
    const rep = async (session: TEmulatorSession, base: number) => {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i += 1) statuses.push((await desk(session, base + i)).status);
      return statuses;
    };
    const statuses = (await Promise.all([rep(staff, 300_000), rep(other, 400_000)])).flat();
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);

    const stored = (
      (await db.collection(C.quoteDesks).doc(quoteId).get()).get('lines') as {
        product_id: string;
        unit_price_cents: number;
      }[]
    ).find((line) => line.product_id === productId);
    // By time, ties (one save's entries) by id: as the timeline reads it.
    const entries = (await db.collection(C.quotes).doc(quoteId).collection(C.quoteHistory).orderBy('at').get()).docs
      .map((doc) => doc.data())
      .filter((entry) => entry.kind === 'change' && entry.field === 'unit_price' && entry.product_id === productId);
    expect(entries).toHaveLength(statuses.filter((status) => status === 200).length);
    // Each change starts from where the one before it ended, and the last one is the stored price.
    for (let i = 1; i < entries.length; i += 1) expect(entries[i]!.before, `entry ${i}`).toBe(entries[i - 1]!.after);
    expect(entries.at(-1)?.after).toBe(stored?.unit_price_cents);
  }, 60_000);

  it('the expiry handler moves a sent quote past its validity to expired, and no customer can accept it', async () => {
    const customer = await emulatorSignUp(uniqueEmail(), undefined, 'Vencida');
    const quoteId = `q-exp-${uniqueSuffix()}${uniqueSuffix()}`;
    const base = unwrapResult(
      newQuote({
        ownerUid: customer.uid,
        now: new Date(Date.now() - 30 * 86_400_000),
        kind: 'cart',
        customerName: 'Vencida',
      }),
    );
    const sentAt = new Date(Date.now() - 20 * 86_400_000);
    const quote: TQuoteDocument = {
      ...base,
      status: 'sent',
      submitted_at: sentAt,
      sent_at: sentAt,
      valid_until: validUntilFromDay(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)),
      request_details: { ...makeRequestDetailsInput(), phone: '+525512345678', notes: null },
      quote_number: 'COT-2026-900001',
      offer: makeOffer(),
    };
    await db.collection(C.quotes).doc(quoteId).set(quoteToFirestore(quote));

    await storeCustomerBilling(db, customer.uid);
    expect((await post('/move', { quoteId, move: ACCEPT_MOVE }, customer)).body.error?.code).toBe('quote/expired');
    await expireDueQuotes(productionExpiryDeps());
    expect(await stored(quoteId)).toMatchObject({ status: 'expired' });
    expect((await historyOf(quoteId)).at(-1)).toMatchObject({
      kind: 'move',
      move: 'expire',
      actor: { role: 'system' },
    });
    // Running again changes nothing.
    await expireDueQuotes(productionExpiryDeps());
    expect(await historyOf(quoteId)).toHaveLength(1);
  }, 60_000);

  it('the outbox sweep delivers what is pending exactly once', async () => {
    const to = uniqueEmail('sweep');
    const id = `sweep-${uniqueSuffix()}${uniqueSuffix()}`;
    await db
      .collection(C.mailOutbox)
      .doc(id)
      .set(
        outboxMailToFirestore({
          id,
          kind: 'customer_message',
          quote_id: 'q-none',
          to,
          subject: 'Prueba de barrido',
          text: 'Hola',
          html: '<p>Hola</p>',
          attach_quote_pdf: false,
          created_at: new Date(),
        }),
      );
    const deps = productionDeliveryDeps({ info: () => undefined, warn: () => undefined, error: () => undefined });
    await sweepOutbox(deps);
    await sweepOutbox(deps);
    const mails = await eventually(
      () => sinkMessages(to),
      (list) => list.length > 0,
      'the swept email',
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['Prueba de barrido']);
    expect((await db.collection(C.mailOutbox).doc(id).get()).get('status')).toBe('sent');
    expect((await db.collection(C.mailOutbox).doc(id).get()).get('sent_at')).toBeInstanceOf(Timestamp);
  }, 60_000);
});

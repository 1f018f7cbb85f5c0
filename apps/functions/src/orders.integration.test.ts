import {
  FIRESTORE_COLLECTIONS,
  formatMoney,
  getErrorEntry,
  newQuote,
  productSatKeys,
  unwrapResult,
  validUntilFromDay,
} from '@voltia/domain';
import type { TDeliverySite, TFiscalData, TQuoteDocument } from '@voltia/domain';
import {
  makeDeskLine,
  makeOffer,
  makeOrderAcceptance,
  makeProduct,
  makeRequestDetailsInput,
} from '@voltia/domain/testing';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteToFirestore } from './quotes/quote-firestore-data';
import {
  emulatorSignUp,
  emulatorSignUpAnonymously,
  emulatorVerifiedSession,
  uniqueEmail,
} from './testing/auth-emulator';
import type { TEmulatorSession } from './testing/auth-emulator';
import { BURST_TIMEOUT_MS, burst, expectCatalogueMessage } from './testing/burst';
import { ACCEPT_MOVE, storeCustomerBilling } from './testing/customer-billing';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';
import { uniqueSuffix } from './testing/stats-event-factories';
import { eventually } from './testing/quotes-emulator';
import { amountBeside, pdfText } from './testing/read-pdf';
import { sinkMessages } from './testing/smtp-sink-messages';

// Accepting an offer through the quotes function on the emulators: the quote becomes "Aceptada" and
// the order is created in the same transaction, once, with everything the invoice and the delivery
// need; what cannot make a good order is refused with 400 and the field named, writing nothing.
const projectId = process.env.GCLOUD_PROJECT ?? '';
const STOREFRONT = 'http://localhost:3000';
const C = FIRESTORE_COLLECTIONS;

let app: App;
let db: Firestore;
let staff: TEmulatorSession;

beforeAll(async () => {
  app = initializeApp({ projectId }, `orders-integration-${uniqueSuffix()}`);
  db = getFirestore(app);
  staff = await emulatorVerifiedSession(getAuth(app), `staff-${uniqueSuffix()}@voltia.example`, 'Mariana Pedidos');
}, 60_000);

afterAll(async () => {
  await deleteApp(app);
});

type TAnswer = {
  status: number;
  body: { error?: { code: string; message: string; fields?: string[] } } & Record<string, unknown>;
};

async function accept(
  session: TEmulatorSession,
  body: unknown,
  base = emulatorFunctionUrl('quotes'),
): Promise<Response> {
  return post('/move', session, body, base);
}

async function post(
  route: string,
  session: Pick<TEmulatorSession, 'idToken'> | null,
  body: unknown,
  base = emulatorFunctionUrl('quotes'),
): Promise<Response> {
  return fetch(`${base}${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: STOREFRONT,
      ...(session === null ? {} : { Authorization: `Bearer ${session.idToken}` }),
    },
    body: JSON.stringify(body),
  });
}

async function answerOf(res: Response): Promise<TAnswer> {
  return { status: res.status, body: (await res.json()) as TAnswer['body'] };
}

/** A customer with a sent offer valid for ten more days, and (unless told otherwise) their billing data. */
async function customerWithOffer(
  billing: { fiscal?: Partial<TFiscalData>; site?: Partial<TDeliverySite> } | null = {},
  offer = makeOffer(),
): Promise<{ customer: TEmulatorSession; quoteId: string; contact: string }> {
  const customer = await emulatorSignUp(uniqueEmail('pedido'), undefined, 'Constructora Norte');
  const contact = uniqueEmail('compras');
  const quoteId = `q-order-${uniqueSuffix()}${uniqueSuffix()}`;
  const base = unwrapResult(
    newQuote({
      ownerUid: customer.uid,
      now: new Date(Date.now() - 86_400_000),
      kind: 'cart',
      customerName: 'Compras Norte',
    }),
  );
  const sentAt = new Date(Date.now() - 3_600_000);
  const quote: TQuoteDocument = {
    ...base,
    status: 'sent',
    submitted_at: sentAt,
    sent_at: sentAt,
    valid_until: validUntilFromDay(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)),
    request_details: { ...makeRequestDetailsInput({ email: contact }), phone: '+525512345678', notes: null },
    quote_number: `COT-2026-9${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`,
    offer,
  };
  await db.collection(C.quotes).doc(quoteId).set(quoteToFirestore(quote));
  if (billing !== null) await storeCustomerBilling(db, customer.uid, billing.fiscal, billing.site);
  return { customer, quoteId, contact };
}

const quoteStatus = async (quoteId: string) =>
  (await db.collection(C.quotes).doc(quoteId).get()).get('status') as unknown;
const orderDoc = (quoteId: string) => db.collection(C.orders).doc(quoteId).get();

describe('accepting an offer makes an order', () => {
  it('one order with its PED number, the offer frozen, the purchase order, the site and the fiscal data as they were', async () => {
    const { customer, quoteId, contact } = await customerWithOffer();
    const answer = await answerOf(await accept(customer, { quoteId, move: ACCEPT_MOVE }));
    expect(answer).toMatchObject({ status: 200, body: { quoteId, status: 'accepted' } });
    expect(answer.body['order_number']).toMatch(/^PED-\d{4}-\d{6}$/);
    expect(await quoteStatus(quoteId)).toBe('accepted');
    const order = (await orderDoc(quoteId)).data();
    expect(order).toMatchObject({
      order_number: answer.body['order_number'],
      quote_id: quoteId,
      owner: customer.uid,
      status: 'confirmed',
      totals: makeOffer().totals,
      purchase_order_number: 'OC-7781',
      purchase_order_date: '2025-03-02',
      metodo_pago: 'PUE',
      forma_pago: '03',
      delivery_site: { id: 'obra-1', name: 'Obra Monterrey Centro', receiver_phone: '+528112345678' },
      fiscal: { rfc: 'CNO150312H14', razon_social: 'CONSTRUCTORA NORTE', regimen_fiscal: '601', uso_cfdi: 'G03' },
    });
    // The profile's later edits never reach an order already placed.
    await storeCustomerBilling(db, customer.uid, { razon_social: 'CONSTRUCTORA NORTE DEL BAJIO' });
    expect((await orderDoc(quoteId)).get('fiscal.razon_social')).toBe('CONSTRUCTORA NORTE');
    const history = await db.collection(C.orders).doc(quoteId).collection(C.quoteHistory).get();
    expect(history.docs.map((doc) => [doc.get('from'), doc.get('to')])).toEqual([[null, 'confirmed']]);
    // The customer's contact has the order's confirmation.
    const mails = await eventually(
      () => sinkMessages(contact),
      (list) =>
        list.some((mail) => mail.subject.startsWith(`Pedido ${String(answer.body['order_number'])} confirmado`)),
      'the order confirmation',
    );
    expect(mails.find((mail) => mail.subject.startsWith('Pedido '))?.text).toContain('Orden de compra: OC-7781');
  }, 60_000);

  it('freezes the SAT keys each line is invoiced with, as its product had them when the offer was accepted', async () => {
    // A cable sold by the roll (XRO), with its own product key; absent from the storefront.
    const product = makeProduct({
      product_id: `sat-${uniqueSuffix()}${uniqueSuffix()}`,
      sku: `SAT-${uniqueSuffix()}`,
      unit: 'rollo',
      category_id: 'cables-y-conductores',
      sat_clave_prod_serv: '26121601',
      published: false,
    });
    const productRef = db.collection(C.products).doc(product.product_id);
    await productRef.set(product);
    try {
      const offer = makeOffer([makeDeskLine({ product_id: product.product_id, sku: product.sku, quantity: 4 })]);
      const { customer, quoteId } = await customerWithOffer({}, offer);
      expect((await accept(customer, { quoteId, move: ACCEPT_MOVE })).status).toBe(200);
      const asSold = { clave_prod_serv: '26121601', clave_unidad: 'XRO', unidad: 'Rollo' };
      expect(productSatKeys(product)).toEqual(asSold);
      expect((await orderDoc(quoteId)).get('sat_keys')).toEqual({ [product.product_id]: asSold });
      // The catalogue changes the unit later: the order keeps the roll it sold.
      await productRef.update({ unit: 'metro' });
      expect((await orderDoc(quoteId)).get(`sat_keys.${product.product_id}`)).toEqual(asSold);
    } finally {
      await productRef.delete();
    }
  }, 60_000);

  it(
    'fifty accepts of one offer at once: one order, one history entry, one email to sales, never a 500',
    async () => {
      const { customer, quoteId } = await customerWithOffer();
      const result = await burst('quotes /move accept', 50, () =>
        accept(customer, { quoteId, move: ACCEPT_MOVE }, instanceFunctionUrl('quotes')),
      );
      expect(result.answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409 && s !== 503)).toEqual([]);
      expect(result.count(200)).toBe(1);
      for (const refused of result.answers.filter((a) => a.status !== 200)) expectCatalogueMessage(refused.body);
      expect((await orderDoc(quoteId)).get('status')).toBe('confirmed');
      const orderHistory = await db.collection(C.orders).doc(quoteId).collection(C.quoteHistory).count().get();
      expect(orderHistory.data().count).toBe(1);
      const accepts = await db
        .collection(C.quotes)
        .doc(quoteId)
        .collection(C.quoteHistory)
        .where('move', '==', 'accept')
        .count()
        .get();
      expect(accepts.data().count).toBe(1);
      const mails = await db
        .collection(C.mailOutbox)
        .where('quote_id', '==', quoteId)
        .where('kind', '==', 'customer_accepted')
        .count()
        .get();
      expect(mails.data().count).toBe(1);
    },
    BURST_TIMEOUT_MS,
  );

  it.each([
    [
      'a purchase order of 41 characters',
      {},
      { ...makeOrderAcceptance(), purchase_order_number: 'O'.repeat(41) },
      'input/invalid',
      { fields: ['move.order.purchase_order_number'] },
    ],
    [
      'no delivery site',
      {},
      { ...makeOrderAcceptance(), delivery_site_id: undefined },
      'input/invalid',
      { fields: ['move.order.delivery_site_id'] },
    ],
    [
      'a site that is not among theirs',
      {},
      makeOrderAcceptance({ delivery_site_id: 'obra-ajena' }),
      'order/site-not-found',
      { message: 'El sitio de entrega que elegiste ya no existe. Elige otro o agrégalo de nuevo.' },
    ],
    [
      'an RFC whose check digit is wrong',
      { fiscal: { rfc: 'CNO150312H15' } },
      makeOrderAcceptance(),
      'order/fiscal-data-invalid',
      { message: 'Revisa en tu perfil estos datos de facturación: «RFC». Corrígelos y vuelve a aceptar.' },
    ],
    [
      'a uso del CFDI the régimen does not allow (D01 is for personas físicas)',
      { fiscal: { uso_cfdi: 'D01' } },
      makeOrderAcceptance(),
      'order/fiscal-data-invalid',
      { message: 'Revisa en tu perfil estos datos de facturación: «Uso del CFDI». Corrígelos y vuelve a aceptar.' },
    ],
    [
      'a código postal of four digits',
      { fiscal: { codigo_postal: '6400' } },
      makeOrderAcceptance(),
      'order/fiscal-data-invalid',
      {
        message:
          'Revisa en tu perfil estos datos de facturación: «Código postal del domicilio fiscal». Corrígelos y vuelve a aceptar.',
      },
    ],
  ] as const)(
    '%s: 400 naming it in Spanish, the quote still sent and no order',
    async (_name, billing, order, code, error) => {
      const { customer, quoteId } = await customerWithOffer(billing);
      const answer = await answerOf(await accept(customer, { quoteId, move: { type: 'accept', order } }));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code, ...error });
      expect(await quoteStatus(quoteId)).toBe('sent');
      expect((await orderDoc(quoteId)).exists).toBe(false);
    },
    60_000,
  );

  it('a customer without fiscal data is asked for it: 409, nothing written', async () => {
    const { customer, quoteId } = await customerWithOffer(null);
    const answer = await answerOf(await accept(customer, { quoteId, move: ACCEPT_MOVE }));
    expect(answer).toMatchObject({ status: 409, body: { error: { code: 'order/fiscal-data-missing' } } });
    expect(await quoteStatus(quoteId)).toBe('sent');
    expect((await orderDoc(quoteId)).exists).toBe(false);
  }, 60_000);
});

describe('staff move an order', () => {
  async function placedOrder(): Promise<{ customer: TEmulatorSession; orderId: string; contact: string }> {
    const { customer, quoteId, contact } = await customerWithOffer();
    expect((await accept(customer, { quoteId, move: ACCEPT_MOVE })).status).toBe(200);
    return { customer, orderId: quoteId, contact };
  }

  it('prepared, shipped with its carrier and tracking number, delivered: each move in the history; the customer cannot move it', async () => {
    const { customer, orderId, contact } = await placedOrder();
    const refused = await answerOf(await post('/order-move', customer, { orderId, move: { type: 'prepare' } }));
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'staff/forbidden' } } });
    const skipped = await answerOf(await post('/order-move', staff, { orderId, move: { type: 'deliver' } }));
    expect(skipped).toMatchObject({ status: 409, body: { error: { code: 'order/move-not-allowed' } } });
    for (const move of [
      { type: 'prepare' },
      { type: 'ship', carrier: 'Paquetexpress', tracking_number: 'PX-7781' },
      { type: 'deliver' },
    ])
      expect((await post('/order-move', staff, { orderId, move })).status).toBe(200);
    expect((await orderDoc(orderId)).data()).toMatchObject({
      status: 'delivered',
      carrier: 'Paquetexpress',
      tracking_number: 'PX-7781',
    });
    const history = await db.collection(C.orders).doc(orderId).collection(C.quoteHistory).orderBy('at').get();
    expect(history.docs.map((doc) => `${String(doc.get('from'))}→${String(doc.get('to'))}`)).toEqual([
      'null→confirmed',
      'confirmed→preparing',
      'preparing→shipped',
      'shipped→delivered',
    ]);
    expect(history.docs[2]?.get('by.name')).toBe('Mariana Pedidos');
    const cancelAfterDelivery = await answerOf(
      await post('/order-move', staff, { orderId, move: { type: 'cancel', reason: 'Tarde' } }),
    );
    expect(cancelAfterDelivery.status).toBe(409);
    // The customer heard of each move, once.
    const statusMails = await eventually(
      () => sinkMessages(contact),
      (list) => list.filter((mail) => mail.subject.startsWith('Tu pedido ')).length >= 3,
      'the status emails',
    );
    expect(
      statusMails
        .filter((mail) => mail.subject.startsWith('Tu pedido '))
        .map((mail) => mail.subject.split(': ')[1])
        .sort(),
    ).toEqual(['en preparación', 'entregado', 'enviado']);
  }, 60_000);

  it(
    'fifty reps preparing one order at once: one move, one history entry, never a 500',
    async () => {
      const { orderId } = await placedOrder();
      const result = await burst('quotes /order-move prepare', 50, () =>
        post('/order-move', staff, { orderId, move: { type: 'prepare' } }, instanceFunctionUrl('quotes')),
      );
      expect(result.answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409 && s !== 503)).toEqual([]);
      expect(result.count(200)).toBe(1);
      for (const refused of result.answers.filter((a) => a.status !== 200)) expectCatalogueMessage(refused.body);
      const history = await db.collection(C.orders).doc(orderId).collection(C.quoteHistory).count().get();
      expect(history.data().count).toBe(2);
    },
    BURST_TIMEOUT_MS,
  );
});

describe("the order's confirmation PDF", () => {
  /** An order its customer placed by accepting an offer, with the number and total it was given. */
  async function placedOrder() {
    const { customer, quoteId, contact } = await customerWithOffer();
    const accepted = await answerOf(await accept(customer, { quoteId, move: ACCEPT_MOVE }));
    expect(accepted.status).toBe(200);
    const order = (await orderDoc(quoteId)).data() as { order_number: string; totals: { total_cents: number } };
    return { customer, orderId: quoteId, contact, number: order.order_number, total: order.totals.total_cents };
  }

  const pdfOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('its customer and staff download it, with its folio, purchase order and total; the confirmation email carries the same file', async () => {
    const { customer, orderId, contact, number, total } = await placedOrder();
    const res = await post('/order-pdf', customer, { orderId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${number}.pdf"`);
    const pdf = await pdfOf(res);
    const text = pdfText(pdf);
    expect(text).toContain('Confirmación de pedido');
    expect(text).toContain(number);
    expect(text).toContain('OC-7781');
    expect(text).toContain('Obra Monterrey Centro');
    expect(amountBeside(text, 'Total')).toBe(formatMoney(total));

    const byStaff = await post('/order-pdf', staff, { orderId });
    expect(byStaff.status).toBe(200);
    expect((await pdfOf(byStaff)).equals(pdf)).toBe(true);

    const mails = await eventually(
      () => sinkMessages(contact),
      (list) => list.some((mail) => mail.subject.startsWith(`Pedido ${number} confirmado`)),
      'the order confirmation with its PDF',
    );
    const confirmation = mails.find((mail) => mail.subject.startsWith(`Pedido ${number} confirmado`));
    expect(confirmation?.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
      [`${number}.pdf`, 'application/pdf'],
    ]);
    const attached = Buffer.from(confirmation!.attachments[0]!.contentBase64, 'base64');
    expect(attached.equals(pdf)).toBe(true);
  }, 60_000);

  it('another customer and an anonymous visitor are refused exactly as for an order that does not exist; without a token, 401', async () => {
    const { orderId } = await placedOrder();
    const stranger = await emulatorSignUp(uniqueEmail('ajeno'), undefined, 'Óscar Ajeno');
    const anonymous = await emulatorSignUpAnonymously();
    const none = `q-none-${uniqueSuffix()}`;
    const refusals = [];
    for (const session of [stranger, anonymous])
      for (const id of [orderId, none])
        refusals.push(await answerOf(await post('/order-pdf', session, { orderId: id })));
    for (const refusal of refusals)
      expect(refusal).toEqual({
        status: 404,
        body: { error: { code: 'firestore/not-found', message: getErrorEntry('firestore/not-found').message } },
      });
    const unsigned = [
      await answerOf(await post('/order-pdf', null, { orderId })),
      await answerOf(await post('/order-pdf', null, { orderId: none })),
    ];
    expect(unsigned[0]?.status).toBe(401);
    expect(unsigned[1]).toEqual(unsigned[0]);
  }, 60_000);

  it('a body that is not an order id: 400 naming the field in Spanish', async () => {
    const { customer, orderId } = await placedOrder();
    for (const [body, field] of [
      [{}, 'orderId'],
      [{ orderId: 'orders/../q' }, 'orderId'],
      [{ orderId, format: 'xml' }, 'format'],
    ] as const) {
      const answer = await answerOf(await post('/order-pdf', customer, body));
      expect(answer).toEqual({
        status: 400,
        body: {
          error: { code: 'input/invalid', message: getErrorEntry('input/invalid').message, fields: [field] },
        },
      });
    }
  }, 60_000);

  it(
    'fifty downloads of one order at once: every one a PDF or a Spanish "try again", never a 500',
    async () => {
      const { customer, orderId, number } = await placedOrder();
      const result = await burst('quotes /order-pdf', 50, () =>
        post('/order-pdf', customer, { orderId }, instanceFunctionUrl('quotes')),
      );
      expect(result.answers.map((a) => a.status).filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(result.count(200)).toBeGreaterThan(0);
      for (const done of result.answers.filter((a) => a.status === 200))
        expect(String(done.body).startsWith('%PDF-')).toBe(true);
      for (const refused of result.answers.filter((a) => a.status !== 200)) expectCatalogueMessage(refused.body);
      // The burst changed nothing: the order is as it was placed.
      expect((await orderDoc(orderId)).get('order_number')).toBe(number);
    },
    BURST_TIMEOUT_MS,
  );
});

import { execFileSync } from 'node:child_process';
import {
  FIRESTORE_COLLECTIONS,
  formatMoney,
  getErrorEntry,
  listPriceCents,
  marginBpOf,
  newQuote,
  priceFigures,
  unwrapResult,
} from '@voltia/domain';
import type { TProductPrice } from '@voltia/domain';
import { makeProduct, makeRequestDetailsInput } from '@voltia/domain/testing';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteToFirestore } from './quotes/quote-firestore-data';
import { emulatorSignUp, emulatorVerifiedSession, uniqueEmail } from './testing/auth-emulator';
import type { TEmulatorSession } from './testing/auth-emulator';
import { BURST_TIMEOUT_MS, burst, expectCatalogueMessage } from './testing/burst';
import { sinkMessages } from './testing/smtp-sink-messages';
import { uniqueSuffix } from './testing/stats-event-factories';
import {
  eventually,
  postQuotesEmulator,
  QUOTES_EMULATOR_URL as quotesUrl,
  STOREFRONT_ORIGIN as STOREFRONT,
} from './testing/quotes-emulator';
import { instanceFunctionUrl } from './testing/function-urls';
import { announceCatalogueRewrite } from './testing/emulator-catalogue';

// List prices and the discount approval on the desk, through the Auth, Firestore and Functions
// emulators: an alternative line starts at its list price, a 20 % discount blocks the send until a
// second staff member approves, a higher discount revokes the approval, and the offer, its PDF and
// its email carry no cost or margin.
const C = FIRESTORE_COLLECTIONS;

let app: App;
let db: Firestore;
let mariana: TEmulatorSession;
let ricardo: TEmulatorSession;
const products = ['dap-a', 'dap-b', 'dap-alt'].map((id, index) =>
  makeProduct({
    product_id: `${id}-${uniqueSuffix()}`,
    sku: `DAP-${index}-${uniqueSuffix()}`,
    description: [
      'Tablero de distribución 24 circuitos',
      'Cable THW calibre 12 (100 m)',
      'Tablero alternativo 30 circuitos',
    ][index]!,
  }),
);
// Costs chosen so no cost figure can appear by chance among the offer's amounts.
const COSTS = [73_117, 9_833, 84_509];
const MARGIN_BP = 2500;

function priceDoc(productId: string, costCents: number): TProductPrice {
  return {
    ...priceFigures('sup-dap', costCents, MARGIN_BP),
    product_id: productId,
    supplier_costs: [{ supplier_id: 'sup-dap', cost_cents: costCents }],
    updated_at: new Date(),
    updated_by: { uid: 'seed', name: 'Semilla' },
  };
}

beforeAll(async () => {
  app = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT ?? '' },
    `discount-approval-integration-${uniqueSuffix()}`,
  );
  db = getFirestore(app);
  for (const [index, product] of products.entries()) {
    await db.collection(C.products).doc(product.product_id).set(product);
    await db.collection(C.productPrices).doc(product.product_id).set(priceDoc(product.product_id, COSTS[index]!));
  }
  const auth = getAuth(app);
  mariana = await emulatorVerifiedSession(auth, `mariana-${uniqueSuffix()}@voltia.example`, 'Mariana Prueba');
  ricardo = await emulatorVerifiedSession(auth, `ricardo-${uniqueSuffix()}@voltia.example`, 'Ricardo Prueba');
  await fetch(`${quotesUrl}/claim`, { method: 'OPTIONS', headers: { Origin: STOREFRONT } });
}, 60_000);

afterAll(async () => {
  for (const product of products) {
    await db.collection(C.products).doc(product.product_id).delete();
    await db.collection(C.productPrices).doc(product.product_id).delete();
  }
  await announceCatalogueRewrite(db);
  await deleteApp(app);
});

const post = postQuotesEmulator;

/** A customer's requested quote for the first two products, taken by Mariana, and its contact email. */
async function takenQuote(): Promise<{ quoteId: string; contact: string }> {
  const customer = await emulatorSignUp(uniqueEmail(), undefined, 'Laura Méndez');
  const quoteId = `q-dap-${uniqueSuffix()}${uniqueSuffix()}`;
  const ref = db.collection(C.quotes).doc(quoteId);
  await ref.set(
    quoteToFirestore(
      unwrapResult(newQuote({ ownerUid: customer.uid, now: new Date(), kind: 'cart', customerName: 'Laura Méndez' })),
    ),
  );
  for (const [index, product] of products.slice(0, 2).entries()) {
    await ref
      .collection(C.cartLines)
      .doc(product.product_id)
      .set({
        sku: product.sku,
        product_id: product.product_id,
        sku_description: product.description,
        brand: product.brand,
        quantity: index + 2,
      });
  }
  const contact = uniqueEmail('dap');
  expect(
    (await post('/submit', { quoteId, details: makeRequestDetailsInput({ email: contact }) }, customer)).status,
  ).toBe(200);
  expect((await post('/assign', { quoteId, assignee_uid: mariana.uid, start_review: true }, mariana)).status).toBe(200);
  return { quoteId, contact };
}

async function history(quoteId: string): Promise<Record<string, unknown>[]> {
  return (await db.collection(C.quotes).doc(quoteId).collection(C.quoteHistory).orderBy('at').get()).docs.map((doc) =>
    doc.data(),
  );
}

const validDay = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

describe('list prices and discount approval through the emulators', () => {
  it('an added line starts at its list price; 20 % blocks the send until Ricardo approves; a higher discount revokes it; the offer, PDF and email carry no cost', async () => {
    const { quoteId, contact } = await takenQuote();
    const [a, b, alt] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];

    const added = await post(
      '/desk',
      { quoteId, ops: [{ op: 'add_line', product_id: alt.product_id, quantity: 1 }] },
      mariana,
    );
    expect(added.body).toMatchObject({ changes: 2 });
    const deskRef = db.collection(C.quoteDesks).doc(quoteId);
    expect(
      ((await deskRef.get()).get('lines') as { product_id: string; unit_price_cents: number | null }[]).find(
        (line) => line.product_id === alt.product_id,
      )?.unit_price_cents,
    ).toBe(listPriceCents(COSTS[2]!, MARGIN_BP));

    const priced = await post(
      '/desk',
      {
        quoteId,
        ops: [
          {
            op: 'set_line',
            product_id: a.product_id,
            unit_price_cents: listPriceCents(COSTS[0]!, MARGIN_BP),
            discount_bp: 2000,
          },
          { op: 'set_line', product_id: b.product_id, unit_price_cents: listPriceCents(COSTS[1]!, MARGIN_BP) },
        ],
      },
      mariana,
    );
    expect(priced.status).toBe(200);

    const send = { quoteId, move: { type: 'send', valid_until_day: validDay(), terms: 'Pago a 30 días.' } };
    const blocked = await post('/move', send, mariana);
    expect(blocked).toMatchObject({
      status: 409,
      body: {
        error: {
          code: 'quote/discount-approval-required',
          message: getErrorEntry('quote/discount-approval-required').message,
        },
      },
    });
    expect(
      (
        await post(
          '/approve-discount',
          { quoteId, discounts: [{ product_id: a.product_id, discount_bp: 2000 }] },
          mariana,
        )
      ).body.error?.code,
    ).toBe('desk/approval-own-quote');

    expect(
      (
        await post(
          '/approve-discount',
          { quoteId, discounts: [{ product_id: a.product_id, discount_bp: 2000 }] },
          ricardo,
        )
      ).body,
    ).toEqual({ quoteId, status: 'in_review' });
    expect((await deskRef.get()).get('discount_approval')).toMatchObject({
      by: { uid: ricardo.uid, name: 'Ricardo Prueba' },
      discounts: [{ product_id: a.product_id, discount_bp: 2000 }],
    });

    // Raising the discount past what was approved revokes the approval.
    await post('/desk', { quoteId, ops: [{ op: 'set_line', product_id: a.product_id, discount_bp: 2200 }] }, mariana);
    expect((await deskRef.get()).get('discount_approval')).toBeNull();
    expect((await post('/move', send, mariana)).body.error?.code).toBe('quote/discount-approval-required');
    await post('/approve-discount', { quoteId, discounts: [{ product_id: a.product_id, discount_bp: 2200 }] }, ricardo);
    expect((await post('/move', send, ricardo)).body.error?.code).toBe('quote/discount-approval-self');
    expect((await post('/move', send, mariana)).body).toEqual({ quoteId, status: 'sent' });

    const approvals = (await history(quoteId)).filter((entry) => entry.kind === 'discount_approval');
    expect(
      approvals.map((entry) => [
        entry.action,
        (entry.approver as { uid: string }).uid,
        (entry.actor as { uid: string }).uid,
        entry.visibility,
      ]),
    ).toEqual([
      ['approved', ricardo.uid, ricardo.uid, 'staff'],
      ['revoked', ricardo.uid, mariana.uid, 'staff'],
      ['approved', ricardo.uid, ricardo.uid, 'staff'],
    ]);

    // The customer's offer, its PDF and its email: prices and discounts, never cost, margin or approval.
    const offer = (await db.collection(C.quotes).doc(quoteId).get()).get('offer') as unknown;
    const offerText = JSON.stringify(offer);
    for (const word of ['cost', 'margin', 'approval', 'supplier', 'Ricardo']) expect(offerText).not.toContain(word);
    const costs = COSTS.map((cents) => formatMoney(cents));
    // The contact also got the request's confirmation: the offer is the email with the PDF.
    const mail = (
      await eventually(
        () => sinkMessages(contact),
        (list) => list.some((message) => message.attachments.length > 0),
        'the offer email',
      )
    ).find((message) => message.attachments.length > 0);
    const pdfText = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: Buffer.from(mail!.attachments[0]!.contentBase64, 'base64'),
    }).toString('utf8');
    for (const text of [pdfText, mail!.text, mail!.html ?? '']) {
      for (const cost of costs) expect(text).not.toContain(cost);
      expect(text).not.toMatch(/costo|margen|aprobaci/i);
    }
    expect(pdfText).toContain(formatMoney(listPriceCents(COSTS[2]!, MARGIN_BP)));
  }, 90_000);

  it('a line below its cost: the send without the confirmation is refused (409, nothing written), with it the offer goes and the staff history records it', async () => {
    const { quoteId, contact } = await takenQuote();
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    const belowCost = COSTS[0]! - 1_377;
    const priced = await post(
      '/desk',
      {
        quoteId,
        ops: [
          { op: 'set_line', product_id: a.product_id, unit_price_cents: belowCost },
          { op: 'set_line', product_id: b.product_id, unit_price_cents: listPriceCents(COSTS[1]!, MARGIN_BP) },
        ],
      },
      mariana,
    );
    expect(priced.status).toBe(200);
    const before = await history(quoteId);

    const send = { quoteId, move: { type: 'send', valid_until_day: validDay(), terms: 'Pago a 30 días.' } };
    const refused = await post('/move', send, mariana);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: { code: 'quote/below-cost-unconfirmed', message: getErrorEntry('quote/below-cost-unconfirmed').message },
      },
    });
    expect(
      (await post('/move', { ...send, move: { ...send.move, below_cost_confirmed: false } }, mariana)).status,
    ).toBe(409);
    expect((await db.collection(C.quotes).doc(quoteId).get()).get('status')).toBe('in_review');
    expect(await history(quoteId)).toEqual(before);

    expect(
      (await post('/move', { ...send, move: { ...send.move, below_cost_confirmed: true } }, mariana)).body,
    ).toEqual({ quoteId, status: 'sent' });
    const entries = (await history(quoteId)).slice(before.length);
    expect(entries.map((entry) => [entry.kind, entry.visibility])).toEqual([
      ['move', 'customer'],
      ['below_cost_confirmed', 'staff'],
    ]);
    expect(entries[0]).toMatchObject({ move: 'send', note: null });
    expect(entries[1]).toMatchObject({
      actor: { uid: mariana.uid },
      lines: [{ product_id: a.product_id, sku: a.sku, margin_bp: marginBpOf(belowCost, COSTS[0]!) }],
    });
    // The customer's email says nothing of it.
    const [mail] = await eventually(
      () => sinkMessages(contact),
      (list) => list.some((message) => message.attachments.length > 0),
      'the offer email',
    );
    expect(`${mail!.text}${mail!.html ?? ''}`).not.toMatch(/costo|margen/i);
  }, 90_000);

  it('refusals write nothing: a customer, bad input (400 in Spanish), nothing to approve (409)', async () => {
    const { quoteId } = await takenQuote();
    const customer = await emulatorSignUp(uniqueEmail(), undefined, 'Eve');
    const before = await history(quoteId);
    expect(
      (
        await post(
          '/approve-discount',
          { quoteId, discounts: [{ product_id: products[0]!.product_id, discount_bp: 2000 }] },
          customer,
        )
      ).status,
    ).toBe(403);
    for (const body of [
      { quoteId },
      { quoteId, discounts: [] },
      { quoteId, discounts: [{ product_id: 'x', discount_bp: -1 }] },
      { quoteId: 'a/b', discounts: [] },
    ]) {
      const res = await post('/approve-discount', body, ricardo);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'input/invalid', message: getErrorEntry('input/invalid').message });
    }
    const nothing = await post(
      '/approve-discount',
      { quoteId, discounts: [{ product_id: products[0]!.product_id, discount_bp: 2000 }] },
      ricardo,
    );
    expect(nothing).toMatchObject({
      status: 409,
      body: { error: { code: 'desk/approval-not-needed', message: getErrorEntry('desk/approval-not-needed').message } },
    });
    expect(await history(quoteId)).toEqual(before);
  }, 60_000);

  it(
    '50 approvals of one quote at once: no 500, exactly one approval recorded',
    async () => {
      const { quoteId } = await takenQuote();
      const productId = products[0]!.product_id;
      await post(
        '/desk',
        { quoteId, ops: [{ op: 'set_line', product_id: productId, unit_price_cents: 100_000, discount_bp: 2000 }] },
        mariana,
      );
      const result = await burst('quotes /approve-discount', 50, () =>
        fetch(`${instanceFunctionUrl('quotes')}/approve-discount`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: STOREFRONT,
            Authorization: `Bearer ${ricardo.idToken}`,
          },
          body: JSON.stringify({ quoteId, discounts: [{ product_id: productId, discount_bp: 2000 }] }),
        }),
      );
      expect(
        result.answers.map((answer) => answer.status).filter((status) => ![200, 409, 429, 503].includes(status)),
      ).toEqual([]);
      expect(result.count(200)).toBe(1);
      for (const answer of result.answers.filter((a) => a.status !== 200)) expectCatalogueMessage(answer.body);
      expect((await history(quoteId)).filter((entry) => entry.kind === 'discount_approval')).toHaveLength(1);
    },
    BURST_TIMEOUT_MS,
  );
});

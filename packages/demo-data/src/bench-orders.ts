import {
  DEFAULT_OFFER_TERMS,
  FIRESTORE_COLLECTIONS,
  ORDER_STATUSES,
  ZOrderAcceptance,
  applyDeskOps,
  applyQuoteMove,
  buildOrder,
  cartLineFromProduct,
  defaultValidityDay,
  formatOrderNumber,
  formatQuoteNumber,
  moveOrder,
  newQuote,
  newQuoteDesk,
  orderMoveNote,
  quoteNumberYear,
  unwrapResult,
  validUntilFromDay,
  withOrderSearchKeys,
  type TOrderDocument,
  type TOrderHistoryEntry,
  type TOrderMove,
  type TOrderStatus,
  type TProduct,
} from '@voltia/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_BILLING } from './demo-billing';
import { demoUnitPriceCents } from './demo-prices';
import { DEMO_PRODUCTS, DEMO_SAT_KEYS } from './products';
import { assertEmulatorTarget, commitInBatches, seedEntryId, withTimestamps } from './seed-emulators';

/** Bench orders live under ids with this prefix, so a run can remove exactly what it added. */
export const BENCH_ORDER_PREFIX = 'bench-order-';

/** The staff member who priced, sent and moved the bench orders (the demo's first staff member). */
const STAFF = { uid: 'demo-staff-ventas', name: 'Mariana López Herrera' } as const;

const MINUTE_MS = 60_000;

/** The moves that take a confirmed order to each status, in order. */
const MOVES_TO: Readonly<Record<TOrderStatus, readonly TOrderMove[]>> = {
  confirmed: [],
  preparing: [{ type: 'prepare' }],
  shipped: [{ type: 'prepare' }, { type: 'ship', carrier: 'Paquetexpress', tracking_number: 'PQX-BENCH' }],
  delivered: [
    { type: 'prepare' },
    { type: 'ship', carrier: 'Paquetexpress', tracking_number: 'PQX-BENCH' },
    { type: 'deliver' },
  ],
  cancelled: [{ type: 'cancel', reason: 'Pedido de prueba de rendimiento cancelado.' }],
};

export interface TBenchOrder {
  readonly id: string;
  readonly order: TOrderDocument;
  /** `orders/{id}/history`, oldest first: the acceptance, then each move. */
  readonly history: readonly TOrderHistoryEntry[];
}

/**
 * `count` orders for the staff order list's benchmark, each made as the product makes one: a
 * customer's request priced at the demo price and sent by staff (the domain's quote moves and desk),
 * accepted into the domain's buildOrder with a demo customer's fiscal data and site, then moved by
 * staff through the lifecycle so every status tab has some. An hour apart, numbered from 900 000 so
 * they never meet the demo's quote or order numbers.
 */
export function buildBenchOrders(count: number, now: Date): TBenchOrder[] {
  const product = DEMO_PRODUCTS.find((candidate) => candidate.published);
  if (product === undefined) throw new Error('the bench orders need a published demo product');
  const catalogue = new Map<string, TProduct>([[product.product_id, product]]);
  const line = unwrapResult(cartLineFromProduct(product, 2));
  return Array.from({ length: count }, (_, index) => {
    const id = `${BENCH_ORDER_PREFIX}${String(index).padStart(5, '0')}`;
    const ownerUid = `bench-customer-${index % 50}`;
    const customerName = `Cliente ${index % 50}`;
    const at = new Date(now.getTime() - (index + 1) * 3_600_000);
    const billing = DEMO_BILLING[index % DEMO_BILLING.length]!;
    const { id: siteId, ...site } = billing.sites[index % billing.sites.length]!;
    const customer = { role: 'customer', uid: ownerUid } as const;
    const staff = { role: 'staff', uid: STAFF.uid } as const;

    const draft = unwrapResult(newQuote({ ownerUid, now: at, kind: 'cart', customerName }));
    const details = {
      contact_name: customerName,
      email: `compras${index % 50}@cliente.example`,
      phone: '+528180000000',
      company: billing.fiscal.razon_social,
      tax_id: billing.fiscal.rfc,
      delivery_city: site.municipio,
      notes: null,
    };
    const quoteNumber = formatQuoteNumber(quoteNumberYear(at), 900_000 + index);
    const submitted = unwrapResult(
      applyQuoteMove(draft, customer, { type: 'submit', lineCount: 1, details, quote_number: quoteNumber }, at),
    );
    const inReview = unwrapResult(applyQuoteMove(submitted, staff, { type: 'start_review' }, at));
    const desk = unwrapResult(
      applyDeskOps(
        newQuoteDesk([line], at),
        inReview.status,
        [
          {
            op: 'set_line',
            product_id: product.product_id,
            unit_price_cents: demoUnitPriceCents(product),
            discount_bp: 0,
            delivery_days: 5,
          },
        ],
        catalogue,
        at,
      ),
    ).desk;
    const validUntil = validUntilFromDay(defaultValidityDay(at));
    const sent = unwrapResult(
      applyQuoteMove(
        inReview,
        staff,
        { type: 'send', lines: desk.lines, valid_until: validUntil, terms: DEFAULT_OFFER_TERMS },
        at,
      ),
    );
    const acceptance = ZOrderAcceptance.parse({
      purchase_order_number: `OC-${900_000 + index}`,
      delivery_site_id: siteId,
      metodo_pago: 'PUE',
      forma_pago: '03',
    });
    // The customer's accept, which the domain allows only while the offer is valid; the order is made from the offer.
    unwrapResult(applyQuoteMove(sent, customer, { type: 'accept' }, at));
    let order = unwrapResult(
      buildOrder({
        quoteId: id,
        quote: sent,
        acceptance,
        fiscal: billing.fiscal,
        site,
        satKeys: DEMO_SAT_KEYS,
        orderNumber: formatOrderNumber(quoteNumberYear(at), 900_000 + index),
        now: at,
      }),
    );
    const history: TOrderHistoryEntry[] = [
      { at, by: { uid: ownerUid, name: customerName }, from: null, to: order.status, note: null },
    ];
    const target = ORDER_STATUSES[index % ORDER_STATUSES.length]!;
    for (const [step, move] of MOVES_TO[target].entries()) {
      const movedAt = new Date(at.getTime() + (step + 1) * 10 * MINUTE_MS);
      const next = unwrapResult(moveOrder(order, move, movedAt));
      history.push({ at: movedAt, by: STAFF, from: order.status, to: next.status, note: orderMoveNote(move) });
      order = next;
    }
    return { id, order, history };
  });
}

/** Writes the bench orders (with their histories) into the emulators; returns a function that removes them. */
export async function seedBenchOrders(
  projectId: string,
  count: number,
  now = new Date(),
): Promise<() => Promise<void>> {
  assertEmulatorTarget(projectId, process.env);
  const app = initializeApp({ projectId }, `voltia-bench-orders-${Date.now()}`);
  const db = getFirestore(app);
  const orderRef = (id: string) => db.collection(FIRESTORE_COLLECTIONS.orders).doc(id);
  const writes = buildBenchOrders(count, now).flatMap(({ id, order, history }) => [
    { ref: orderRef(id), data: withTimestamps(withOrderSearchKeys(order)) },
    ...history.map((entry, index) => ({
      ref: orderRef(id).collection(FIRESTORE_COLLECTIONS.quoteHistory).doc(seedEntryId(entry.at, index)),
      data: withTimestamps(entry),
    })),
  ]);
  await commitInBatches(db, writes);
  return async () => {
    await commitInBatches(
      db,
      writes.map(({ ref }) => ({ ref, data: null })),
    );
    await deleteApp(app);
  };
}

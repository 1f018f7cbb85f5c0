import {
  ORDER_STATUSES,
  ZOrderDocument,
  ZOrderHistoryEntry,
  formatOrderNumber,
  orderNumberSequence,
  quoteNumberSequence,
} from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { BENCH_ORDER_PREFIX, buildBenchOrders } from './bench-orders';
import { DEMO_BILLING } from './demo-billing';
import { buildDemoQuotes } from './demo-quotes';

const NOW = new Date('2026-11-23T18:00:00Z');

describe('buildBenchOrders', () => {
  const orders = buildBenchOrders(120, NOW);

  it('builds orders with unique ids and numbers, valid by the domain, an hour apart before now', () => {
    expect(new Set(orders.map(({ id }) => id)).size).toBe(120);
    expect(new Set(orders.map(({ order }) => order.order_number)).size).toBe(120);
    expect(new Set(orders.map(({ order }) => order.quote_number)).size).toBe(120);
    for (const [index, { id, order }] of orders.entries()) {
      expect(id.startsWith(BENCH_ORDER_PREFIX)).toBe(true);
      expect(order.quote_id).toBe(id);
      expect(ZOrderDocument.parse(order)).toEqual(order);
      expect(order.created_at.getTime()).toBe(NOW.getTime() - (index + 1) * 3_600_000);
      expect(order.totals.total_cents).toBeGreaterThan(0);
      expect(order.lines).toHaveLength(1);
    }
  });

  it("numbers them from 900 000, apart from the demo's quote and order numbers", () => {
    expect(orders[0]!.order.order_number).toBe(formatOrderNumber(2026, 900_000));
    const demo = buildDemoQuotes(NOW).quotes;
    const demoOrderNumbers = new Set(demo.flatMap((entry) => (entry.order ? [entry.order.order.order_number] : [])));
    const demoQuoteNumbers = new Set(demo.map((entry) => entry.quote.quote_number));
    for (const { order } of orders) {
      expect(orderNumberSequence(order.order_number)).toBeGreaterThanOrEqual(900_000);
      expect(quoteNumberSequence(order.quote_number)).toBeGreaterThanOrEqual(900_000);
      expect(demoOrderNumbers.has(order.order_number)).toBe(false);
      expect(demoQuoteNumbers.has(order.quote_number)).toBe(false);
    }
  });

  it("spreads them over every status, each history replaying to it, with a demo customer's fiscal data and site", () => {
    const byStatus = new Map(ORDER_STATUSES.map((status) => [status, 0]));
    for (const { order, history } of orders) {
      byStatus.set(order.status, byStatus.get(order.status)! + 1);
      expect(history.map((entry) => ZOrderHistoryEntry.parse(entry))).toEqual(history);
      expect(history[0]).toMatchObject({ from: null, to: 'confirmed', by: { uid: order.owner } });
      for (const [index, entry] of history.entries()) if (index > 0) expect(entry.from).toBe(history[index - 1]!.to);
      expect(history.at(-1)!.to).toBe(order.status);
      expect(history.at(-1)!.at.getTime()).toBeLessThan(NOW.getTime());
      const billing = DEMO_BILLING.find((demo) => demo.fiscal.rfc === order.fiscal.rfc)!;
      expect(order.fiscal).toEqual(billing.fiscal);
      expect(billing.sites.map((site) => site.id)).toContain(order.delivery_site.id);
    }
    expect([...byStatus.values()]).toEqual(ORDER_STATUSES.map(() => 24));
    const shipped = orders.find(({ order }) => order.status === 'shipped')!;
    expect(shipped.order).toMatchObject({ carrier: 'Paquetexpress', tracking_number: 'PQX-BENCH' });
    expect(orders.find(({ order }) => order.status === 'cancelled')!.order.cancellation_reason).not.toBeNull();
  });
});

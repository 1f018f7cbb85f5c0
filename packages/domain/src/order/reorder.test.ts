import { describe, expect, it } from 'vitest';
import { makeOrder } from '../testing/factories';
import { reorderLines, reorderSummary } from './reorder';

const order = makeOrder();
const [first, second] = order.lines;

describe('Volver a pedir', () => {
  it('puts every line back at the quantity ordered, as cart lines (no prices)', () => {
    const reorder = reorderLines(order, new Set(order.lines.map((line) => line.product_id)));
    expect(reorder.unavailable).toEqual([]);
    expect(reorder.lines).toEqual(
      order.lines.map((line) => ({
        product_id: line.product_id,
        sku: line.sku,
        sku_description: line.sku_description,
        brand: line.brand,
        quantity: line.quantity,
      })),
    );
    expect(reorderSummary(reorder)).toBe(`Agregamos ${order.lines.length} productos de este pedido a tu cotización.`);
  });

  it('names the products no longer sold instead of dropping them silently', () => {
    const reorder = reorderLines(order, new Set([first!.product_id]));
    expect(reorder.lines.map((line) => line.product_id)).toEqual([first!.product_id]);
    expect(reorder.unavailable.map((line) => line.product_id)).toEqual([second!.product_id]);
    expect(reorderSummary(reorder)).toBe(
      `Agregamos 1 producto de este pedido a tu cotización. Ya no vendemos ${second!.sku_description} (SKU ${second!.sku}).`,
    );
    expect(reorderSummary(reorderLines(order, new Set()))).toMatch(
      /^No pudimos agregar ningún producto de este pedido a tu cotización\. Ya no vendemos estos productos: /,
    );
  });
});

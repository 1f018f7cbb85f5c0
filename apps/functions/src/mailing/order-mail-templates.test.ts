import { formatMoney } from '@voltia/domain';
import { makeDeliverySite, makeOrder } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { makeQuoteForMail } from '../testing/quote-mail-fixtures';
import { MAIL_FROM } from './mail-templates';
import { customerOrderUrl, renderOrderMail } from './order-mail-templates';

const quote = makeQuoteForMail('accepted');
const order = makeOrder({ quote_number: 'COT-2026-000123' });
const BASE = { to: 'compras@norte.example', storefrontUrl: 'http://localhost:3000', orderId: 'q-123', quote };

describe('renderOrderMail', () => {
  it('the confirmation names the order and its quote, the purchase order, site, lines, totals, fiscal data and payment', () => {
    const mail = renderOrderMail('order_confirmed', { ...BASE, order });
    expect(mail.from).toBe(MAIL_FROM);
    expect(mail.subject).toBe('Pedido PED-2025-000001 confirmado: cotización COT-2026-000123 · Obra Monterrey');
    for (const text of [
      'Tu pedido PED-2025-000001 está confirmado; adjuntamos su confirmación en PDF.',
      'Orden de compra: OC-7781',
      'Sitio de entrega: Obra Monterrey Centro (Monterrey, Nuevo León)',
      `Total: ${formatMoney(order.totals.total_cents)} MXN`,
      'RFC: CNO150312H14',
      'Método de pago: PUE Pago en una sola exhibición',
      'Forma de pago: 03 Transferencia electrónica de fondos',
      'Ver tu pedido: http://localhost:3000/b2b/pedidos/q-123',
    ])
      expect(mail.text).toContain(text);
    expect(mail.html).toContain('<html lang="es">');
  });

  it('each status tells the customer where the order is, with the shipment or the reason', () => {
    const shipped = renderOrderMail('order_status', {
      ...BASE,
      order: { ...order, status: 'shipped', carrier: 'Paquetexpress', tracking_number: 'PX1' },
      note: 'Paquetería: Paquetexpress · Guía: PX1',
    });
    expect(shipped.subject).toBe('Tu pedido PED-2025-000001: enviado');
    expect(shipped.text).toContain('va en camino a Obra Monterrey Centro (Monterrey, Nuevo León)');
    expect(shipped.text).toContain('Paquetería: Paquetexpress · Guía: PX1');
    const cancelled = renderOrderMail('order_status', {
      ...BASE,
      order: { ...order, status: 'cancelled', cancellation_reason: 'La obra se pospuso' },
      note: 'La obra se pospuso',
    });
    expect(cancelled.subject).toBe('Tu pedido PED-2025-000001: cancelado');
    expect(cancelled.text).toContain('Motivo\nLa obra se pospuso');
  });

  it('escapes what the customer typed (the site, the purchase order) and keeps the subject to one line', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const mail = renderOrderMail('order_confirmed', {
      ...BASE,
      order: { ...order, purchase_order_number: evil, delivery_site: { ...makeDeliverySite({ name: evil }), id: 's' } },
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('links to the order, its id encoded', () => {
    expect(customerOrderUrl('https://voltia.example', 'q 1/x')).toBe('https://voltia.example/b2b/pedidos/q%201%2Fx');
  });
});

import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../fiscal/sat-catalogues';
import { ORDER_ACCEPTANCE_MESSAGES, ZOrderAcceptance } from './order-acceptance';

const messagesOf = (input: unknown) =>
  Object.fromEntries((ZOrderAcceptance.safeParse(input).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('what accepting an offer asks for', () => {
  it('takes a purchase order number and date, the site and how they pay; the purchase order is optional', () => {
    expect(
      ZOrderAcceptance.parse({
        purchase_order_number: ' OC-7781 ',
        purchase_order_date: '2026-11-20',
        delivery_site_id: 'obra-monterrey-centro',
        metodo_pago: 'PUE',
        forma_pago: '03',
      }),
    ).toEqual({
      purchase_order_number: 'OC-7781',
      purchase_order_date: '2026-11-20',
      delivery_site_id: 'obra-monterrey-centro',
      metodo_pago: 'PUE',
      forma_pago: '03',
    });
    expect(ZOrderAcceptance.parse({ delivery_site_id: 's1', metodo_pago: 'PPD', forma_pago: '99' })).toMatchObject({
      purchase_order_number: '',
      purchase_order_date: null,
    });
  });

  it('puts each problem on its field in Spanish', () => {
    expect(messagesOf({ purchase_order_number: 'x'.repeat(41), metodo_pago: 'X', forma_pago: '77' })).toEqual({
      purchase_order_number: ORDER_ACCEPTANCE_MESSAGES.purchaseOrderTooLong,
      delivery_site_id: ORDER_ACCEPTANCE_MESSAGES.site,
      metodo_pago: ORDER_ACCEPTANCE_MESSAGES.metodo,
      forma_pago: ORDER_ACCEPTANCE_MESSAGES.forma,
    });
    expect(
      messagesOf({ purchase_order_date: '2026-11-20', delivery_site_id: 's1', metodo_pago: 'PUE', forma_pago: '03' }),
    ).toEqual({ purchase_order_number: ORDER_ACCEPTANCE_MESSAGES.purchaseOrderDateWithoutNumber });
  });

  it('follows SAT: PPD only with forma 99 (por definir), PUE never with it', () => {
    const base = { delivery_site_id: 's1' };
    expect(messagesOf({ ...base, metodo_pago: 'PPD', forma_pago: '03' })['forma_pago']).toBe(
      PAYMENT_MESSAGES.ppdNeedsPorDefinir,
    );
    expect(messagesOf({ ...base, metodo_pago: 'PUE', forma_pago: '99' })['forma_pago']).toBe(
      PAYMENT_MESSAGES.pueRefusesPorDefinir,
    );
  });

  it('offers a buyer only the formas an order is paid with: cards, transfers, cash, cheques, electronic money', () => {
    const base = { delivery_site_id: 's1', metodo_pago: 'PUE' };
    for (const forma of ['01', '02', '03', '04', '05', '06', '28', '29'])
      expect(messagesOf({ ...base, forma_pago: forma })).toEqual({});
    // Anticipos need the advance's invoice related to this one; vales, dación, condonación… are not chosen at checkout.
    for (const forma of ['08', '12', '15', '17', '23', '30', '31'])
      expect(messagesOf({ ...base, forma_pago: forma })['forma_pago']).toBe(ORDER_ACCEPTANCE_MESSAGES.forma);
  });
});

import { describe, expect, it } from 'vitest';
import { orderPaymentRows } from './order-payment';

describe("the order's payment", () => {
  it('reads as SAT names the método and the forma', () => {
    expect(orderPaymentRows({ metodo_pago: 'PUE', forma_pago: '03' })).toEqual([
      ['Método de pago', 'PUE Pago en una sola exhibición'],
      ['Forma de pago', '03 Transferencia electrónica de fondos'],
    ]);
    expect(orderPaymentRows({ metodo_pago: 'PPD', forma_pago: '99' })).toEqual([
      ['Método de pago', 'PPD Pago en parcialidades o diferido'],
      ['Forma de pago', '99 Por definir'],
    ]);
  });
});

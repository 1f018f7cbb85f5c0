import { describe, expect, it } from 'vitest';
import { makeDesk } from '../testing/factories';
import { CATALOGUE_ROUTES } from '../catalogue/catalogue-api';
import { MAILING_ROUTES } from '../mail/mailing-api';
import { PRICES_ROUTES } from '../pricing/prices-api';
import { QUOTES_FILE_ROUTES, QUOTES_ROUTES } from '../quote/quotes-api';
import { METRICS_ROUTES } from '../stats/metrics-api';
import { ORDER_ROUTES } from '../order/orders-api';
import { SUPPLIERS_ROUTES } from '../supplier/suppliers-api';
import { FUNCTION_NAMES, type TFunctionRoute } from './function-route';

const ALL: Record<string, Record<string, Pick<TFunctionRoute, 'fn' | 'path'>>> = {
  CATALOGUE_ROUTES,
  PRICES_ROUTES,
  QUOTES_ROUTES,
  QUOTES_FILE_ROUTES,
  ORDER_ROUTES,
  METRICS_ROUTES,
  SUPPLIERS_ROUTES,
  MAILING_ROUTES,
};

describe('the routes both ends share', () => {
  it('each names a known function and a path of its own', () => {
    const seen = new Set<string>();
    for (const routes of Object.values(ALL)) {
      for (const route of Object.values(routes)) {
        expect(FUNCTION_NAMES).toContain(route.fn);
        expect(route.path).toMatch(/^\/[a-z-]+$/);
        const where = `${route.fn}${route.path}`;
        expect(seen.has(where), `${where} is declared once`).toBe(false);
        seen.add(where);
      }
    }
    expect(seen).toEqual(
      new Set([
        'catalogue/search',
        'catalogue/save',
        'catalogue/import',
        'prices/save',
        'prices/bulk-preview',
        'prices/bulk-apply',
        'prices/undo',
        'quotes/claim',
        'quotes/submit',
        'quotes/move',
        'quotes/desk',
        'quotes/assign',
        'quotes/message',
        'quotes/approve-discount',
        'quotes/requote',
        'quotes/pdf',
        'quotes/order-move',
        'quotes/order-pdf',
        'metrics/rollup',
        'mailing/send',
        'suppliers/save',
        'suppliers/set-active',
        'suppliers/delete',
      ]),
    );
  });

  it('requests refuse a field the route does not take, so nothing unexpected is silently dropped', () => {
    expect(QUOTES_ROUTES.requote.request.safeParse({ quoteId: 'q1', status: 'accepted' }).success).toBe(false);
    expect(QUOTES_ROUTES.assign.request.safeParse({ quoteId: 'q1', assignee_uid: null }).success).toBe(true);
    expect(SUPPLIERS_ROUTES.delete.request.safeParse({ id: 'norte', force: true }).success).toBe(false);
    expect(METRICS_ROUTES.rollup.request.safeParse({ days: 3 }).success).toBe(false);
    expect(PRICES_ROUTES.undo.request.safeParse({ batch_id: 'b1' }).success).toBe(true);
    expect(ORDER_ROUTES.pdf.request.safeParse({ orderId: 'q1' }).success).toBe(true);
    expect(ORDER_ROUTES.pdf.request.safeParse({ orderId: 'q1', owner: 'uid-1' }).success).toBe(false);
    expect(ORDER_ROUTES.pdf.request.safeParse({ orderId: '../orders/q1' }).success).toBe(false);
  });

  it('answers are checked: a quote answer needs a known status, a supplier answer its ISO time', () => {
    // The desk's answer carries the saved desk; its date arrives as text and is read back as a date.
    const desk = makeDesk();
    const wire: unknown = JSON.parse(JSON.stringify({ quoteId: 'q1', status: 'in_review', changes: 2, desk }));
    expect(QUOTES_ROUTES.desk.answer.parse(wire).desk).toEqual(desk);
    expect(QUOTES_ROUTES.desk.answer.safeParse({ quoteId: 'q1', status: 'in_review', changes: 2 }).success).toBe(false);
    expect(MAILING_ROUTES.send.answer.safeParse({ ok: true }).success).toBe(true);
    expect(
      MAILING_ROUTES.send.request.safeParse({ to: 'ana@norte.example', type: 'signup', bcc: 'x@y.example' }).success,
    ).toBe(false);
    expect(QUOTES_ROUTES.desk.answer.safeParse({ quoteId: 'q1', status: 'limbo' }).success).toBe(false);
    expect(
      SUPPLIERS_ROUTES.save.answer.safeParse({ id: 'norte', updated_at: '2026-11-27T10:00:00.000Z' }).success,
    ).toBe(true);
    expect(SUPPLIERS_ROUTES.save.answer.safeParse({ id: 'norte', updated_at: 1764237600000 }).success).toBe(false);
    expect(METRICS_ROUTES.rollup.answer.safeParse({ ok: true, folded: 3, days: ['2026-11-26'] }).success).toBe(true);
    expect(PRICES_ROUTES.undo.answer.safeParse({ batch_id: 'b1', restored: 1 }).success).toBe(false);
  });
});

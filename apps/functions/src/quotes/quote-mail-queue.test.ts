import { makeOrder, makeSentQuote } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { LATER } from '../testing/quote-factories';
import { STOREFRONT } from '../testing/quotes-deps';
import { queueOrderMail, queueQuoteMail } from './quote-mail-queue';

const recipients = { customer: 'compras@norte.example', staff: 'ventas@voltia.example' };
const quote = makeSentQuote({ quote_number: 'COT-2025-000042' });

describe('what the queued emails attach', () => {
  it("an order's confirmation attaches the order's PDF; its later status emails attach nothing", async () => {
    const store = fakeQuoteStore();
    const order = makeOrder();
    const [confirmed, moved] = await store.runTransaction(async (tx) => [
      queueOrderMail(tx, { storefrontUrl: STOREFRONT }, recipients, {
        kind: 'order_confirmed',
        orderId: 'q-order',
        order,
        quote,
        event: LATER,
      }),
      queueOrderMail(tx, { storefrontUrl: STOREFRONT }, recipients, {
        kind: 'order_status',
        orderId: 'q-order',
        order: { ...order, status: 'preparing' },
        quote,
        event: LATER,
      }),
    ]);
    expect(store.outbox.get(confirmed!)).toMatchObject({
      kind: 'order_confirmed',
      quote_id: 'q-order',
      to: 'compras@norte.example',
      attach_order_pdf: true,
      attach_quote_pdf: false,
    });
    expect(store.outbox.get(moved!)).toMatchObject({
      kind: 'order_status',
      attach_order_pdf: false,
      attach_quote_pdf: false,
    });
  });

  it("a sent offer attaches the quote's PDF, never an order's", async () => {
    const store = fakeQuoteStore();
    const id = await store.runTransaction(async (tx) =>
      queueQuoteMail(tx, { storefrontUrl: STOREFRONT }, recipients, {
        kind: 'offer_sent',
        quoteId: 'q-sent',
        quote,
        event: LATER,
        now: LATER,
      }),
    );
    expect(store.outbox.get(id!)).toMatchObject({
      kind: 'offer_sent',
      attach_quote_pdf: true,
      attach_order_pdf: false,
    });
  });
});

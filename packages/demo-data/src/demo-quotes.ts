import { applyQuoteMove, cartLineFromProduct, newQuote, unwrapResult, type TCartLine, type TQuoteDocument } from '@voltia/domain';
import { DEMO_USERS } from './demo-users';
import { DEMO_PRODUCTS } from './products';

/** A demo quote document with its fixed id and its `cart` lines. */
export interface TDemoQuote {
  readonly id: string;
  readonly quote: TQuoteDocument;
  readonly lines: readonly TCartLine[];
}

function demoCustomer() {
  const customer = DEMO_USERS.find((user) => user.role === 'customer');
  if (customer === undefined) throw new Error('demo quotes need the demo customer');
  return customer;
}

function linesOf(picks: readonly (readonly [index: number, quantity: number])[]): TCartLine[] {
  const published = DEMO_PRODUCTS.filter((product) => product.published);
  return picks.map(([index, quantity]) => {
    const product = published[index];
    if (product === undefined) throw new Error(`no published demo product #${index}`);
    return unwrapResult(cartLineFromProduct(product, quantity));
  });
}

/**
 * What the demo customer already has in "Mis cotizaciones" (README demo accounts): a quote request
 * the sales staff have not answered yet, and a list for a site. Built through the domain's own
 * rules (new quote, lines, the submit move), so they are exactly what the storefront would store.
 */
export function buildDemoQuotes(): TDemoQuote[] {
  const customer = demoCustomer();
  const actor = { role: 'customer' as const, uid: customer.uid };
  const create = (alias: string | undefined, at: string) =>
    unwrapResult(newQuote({ ownerUid: customer.uid, now: new Date(at), kind: 'cart', customerName: customer.profile.full_name, ...(alias ? { alias } : {}) }));

  const requestLines = linesOf([
    [3, 12],
    [40, 4],
    [120, 50],
  ]);
  const requested = unwrapResult(
    applyQuoteMove(
      create(undefined, '2026-11-16T15:20:00.000Z'),
      actor,
      {
        type: 'submit',
        lineCount: requestLines.length,
        details: {
          contact_name: customer.profile.full_name,
          email: customer.email,
          phone: customer.profile.phone_1,
          company: 'Constructora Norte S.A. de C.V.',
          tax_id: 'CNO010203AB1',
          delivery_city: 'Monterrey, N.L.',
          notes: 'Entrega en obra, calle Zaragoza 410. Horario de 8 a 14 h.',
        },
      },
      new Date('2026-11-16T15:42:00.000Z'),
    ),
  );

  return [
    { id: 'demo-quote-norte-solicitada', quote: requested, lines: requestLines },
    {
      id: 'demo-quote-norte-obra-centro',
      quote: create('Obra Monterrey Centro', '2026-11-19T17:05:00.000Z'),
      lines: linesOf([
        [7, 6],
        [55, 2],
      ]),
    },
  ];
}

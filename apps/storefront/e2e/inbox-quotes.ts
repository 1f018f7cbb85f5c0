import {
  FIRESTORE_COLLECTIONS,
  QUOTE_STATUSES,
  ZQuoteRequestDetails,
  applyQuoteMove,
  cartLineFromProduct,
  formatQuoteNumber,
  newQuote,
  newQuoteDesk,
  quoteNumberYear,
  unwrapResult,
  withSearchKeys,
  type TQuoteDocument,
  type TQuoteStatus,
} from '@voltia/domain';
import { DEMO_PRODUCTS } from '@voltia/demo-data';
import { commitEmulatorWrites, listEmulatorDocuments } from './emulator-data';

// Requested quotes the inbox journeys write for themselves, as the quotes function's submit writes
// them: the domain's draft and submit move, a quote number, the inbox's search keys, one cart line
// and the staff's desk. Each journey removes what it wrote.

const C = FIRESTORE_COLLECTIONS;
const product = DEMO_PRODUCTS.filter((p) => p.published)[3]!;

/** Journey quotes are numbered from 800 000, far from the demo's numbers and the function's. */
let sequence = 800_000 + (Math.floor(Date.now() / 1000) % 50_000) * 2;

export type TTestQuote = { readonly id: string; readonly quote: TQuoteDocument };

/** A customer's request submitted at `at`, with its own number. */
export function buildRequestedQuote(id: string, at: Date, company: string, contact = 'Elena Prueba Ruiz'): TTestQuote {
  const owner = `e2e-cliente-${id}`;
  const draft = unwrapResult(newQuote({ ownerUid: owner, now: at, kind: 'cart', customerName: contact }));
  const details = ZQuoteRequestDetails.parse({
    contact_name: contact,
    email: `compras.${id}@cliente.example`,
    phone: '+52 81 8000 0000',
    company,
    tax_id: 'EPR010203AB1',
    delivery_city: 'Monterrey, N.L.',
    notes: null,
  });
  sequence += 1;
  const move = {
    type: 'submit' as const,
    lineCount: 1,
    details,
    quote_number: formatQuoteNumber(quoteNumberYear(at), sequence),
  };
  return { id, quote: unwrapResult(applyQuoteMove(draft, { role: 'customer', uid: owner }, move, at)) };
}

/** Stores the quotes (each with its line and desk) in one commit. */
export async function writeTestQuotes(quotes: readonly TTestQuote[]): Promise<void> {
  const line = unwrapResult(cartLineFromProduct(product, 2));
  await commitEmulatorWrites({
    set: quotes.flatMap(({ id, quote }) => [
      { path: `${C.quotes}/${id}`, data: withSearchKeys(quote) },
      { path: `${C.quotes}/${id}/${C.cartLines}/${line.product_id}`, data: line },
      { path: `${C.quoteDesks}/${id}`, data: newQuoteDesk([line], quote.submitted_at ?? quote.created_at) },
    ]),
  });
}

/** Removes the quotes with everything written under them since (lines, history, messages) and their desks. */
export async function removeTestQuotes(ids: readonly string[]): Promise<void> {
  const paths: string[] = [];
  for (const id of ids) {
    for (const sub of [C.cartLines, C.quoteHistory, C.quoteMessages]) {
      const docs = await listEmulatorDocuments(`${C.quotes}/${id}/${sub}`);
      paths.push(...docs.map((doc) => `${C.quotes}/${id}/${sub}/${doc.id}`));
    }
    paths.push(`${C.quoteDesks}/${id}`, `${C.quotes}/${id}`);
  }
  for (let start = 0; start < paths.length; start += 400)
    await commitEmulatorWrites({ remove: paths.slice(start, start + 400) });
}

/** How many quotes past draft the emulator holds, by status and in all (what the tab badges count). */
export async function inboxCountsInEmulator(): Promise<Record<TQuoteStatus | 'all', number>> {
  const counts = Object.fromEntries([...QUOTE_STATUSES, 'all'].map((key) => [key, 0])) as Record<
    TQuoteStatus | 'all',
    number
  >;
  for (const { data } of await listEmulatorDocuments(C.quotes)) {
    if (data.submitted_at instanceof Date) counts.all += 1;
    if (typeof data.status === 'string' && data.status !== 'draft') counts[data.status as TQuoteStatus] += 1;
  }
  return counts;
}

import {
  FIRESTORE_COLLECTIONS,
  applyQuoteMove,
  cartLineFromProduct,
  formatQuoteNumber,
  newQuote,
  unwrapResult,
  withSearchKeys,
  type TQuoteDocument,
} from '@voltia/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PRODUCTS } from './products';
import { assertEmulatorTarget, commitInBatches, withTimestamps } from './seed-emulators';

/** Bench quotes live under ids with this prefix, so a run can remove exactly what it added. */
export const BENCH_QUOTE_PREFIX = 'bench-quote-';

const COMPANIES = [
  'Constructora Norte',
  'Eléctrica del Bajío',
  'Industrias Méndez',
  'Hospital San José',
  'Grupo Ferretero Sur',
  'Minera Sierra Alta',
];

/**
 * `count` requested quotes for the inbox benchmark, built with the domain's rules (a signed-in
 * customer's draft, submitted with a number), an hour apart, numbered from 900 000 so they never
 * meet the demo's numbers.
 */
export function buildBenchQuotes(count: number, now: Date): { id: string; quote: TQuoteDocument }[] {
  return Array.from({ length: count }, (_, index) => {
    const ownerUid = `bench-customer-${index % 50}`;
    const at = new Date(now.getTime() - (index + 1) * 3_600_000);
    const company = COMPANIES[index % COMPANIES.length] as string;
    const draft = unwrapResult(newQuote({ ownerUid, now: at, kind: 'cart', customerName: `Cliente ${index % 50}` }));
    const details = {
      contact_name: `Cliente ${index % 50}`,
      email: `compras${index % 50}@cliente.example`,
      phone: '+528180000000',
      company,
      tax_id: 'CNO010203AB1',
      delivery_city: 'Monterrey',
      notes: null,
    };
    const move = {
      type: 'submit' as const,
      lineCount: 1,
      details,
      quote_number: formatQuoteNumber(Number(at.toISOString().slice(0, 4)), 900_000 + index),
    };
    const quote = unwrapResult(applyQuoteMove(draft, { role: 'customer', uid: ownerUid }, move, at));
    return { id: `${BENCH_QUOTE_PREFIX}${String(index).padStart(5, '0')}`, quote };
  });
}

/** Writes the bench quotes (with one line each) into the emulators; returns a function that removes them. */
export async function seedBenchQuotes(
  projectId: string,
  count: number,
  now = new Date(),
): Promise<() => Promise<void>> {
  assertEmulatorTarget(projectId, process.env);
  const app = initializeApp({ projectId }, `voltia-bench-quotes-${Date.now()}`);
  const db = getFirestore(app);
  const product = DEMO_PRODUCTS.filter((p) => p.published)[0];
  if (product === undefined) throw new Error('the bench quotes need a published demo product');
  const line = unwrapResult(cartLineFromProduct(product, 2));
  const quotes = buildBenchQuotes(count, now);
  const quoteRef = (id: string) => db.collection(FIRESTORE_COLLECTIONS.quotes).doc(id);
  await commitInBatches(db, [
    ...quotes.map(({ id, quote }) => ({ ref: quoteRef(id), data: withTimestamps(withSearchKeys(quote)) })),
    ...quotes.map(({ id }) => ({
      ref: quoteRef(id).collection(FIRESTORE_COLLECTIONS.cartLines).doc(line.product_id),
      data: line,
    })),
  ]);
  return async () => {
    for (const { id } of quotes) await db.recursiveDelete(quoteRef(id));
    await deleteApp(app);
  };
}

// The staff price list (/precios) at the scale of a national distributor: run by `npm run bench`
// after the 100 000-row catalogue import, so the emulator holds about 100 400 products (the import's
// unpriced, the demo's priced). Signed in as the demo staff member with the web SDK (in this Node
// process, as the browser tab runs it), for each view of the list:
//
//   first page: subscribe → the page's products and their prices answered   ≤ 1 000 ms (median of 3)
//   documents read for it (the snapshots' sizes: one read per document returned) ≤ 2 × 25 + 1
//
// A row is two documents by design (the product, public; its price, staff only), so a page of 25 reads
// at most 26 products (one past the page says whether a next exists) and 25 prices, whatever the
// catalogue holds. The counts above the list ("N productos, M sin precio") are count queries, timed
// here; Firestore bills one read per 1 000 index entries a count query matches, which is printed as
// computed from the counts (the emulator keeps no read counts).
//
// The times are the emulator's: it answers a query by scanning the collection (1–2 s for the first
// query of a process at 100 000 products, a few hundred ms after), where Firestore serves it from the
// composite index. A searched word (an array-contains on the products' ~50 search keys each) took the
// emulator 49 s at 100 000 products, so no search view is timed here; production reads it from the
// index like any other view (docs/decisions/017-reads-that-grow-with-the-catalogue.md).
import { DEMO_SUPPLIERS, DEMO_USERS } from '@voltia/demo-data';
import { PRICE_LIST_PAGE_SIZE, priceListQueryPlan, type TPriceListFilter } from '@voltia/domain';
import { signInWithEmail } from '@voltia/firebase-client/account';
import { getDb } from '@voltia/firebase-client/firestore';
import { countPriceList, subscribePriceListPage, type TPriceListPage } from '@voltia/firebase-client/staff';
import { percentile, printReport, type TReportRow } from './bench-kit';

const FIRST_PAGE_BUDGET_MS = 1000;
const READS_BUDGET = 2 * PRICE_LIST_PAGE_SIZE + 1;
const SAMPLES = 3;
const staff = DEMO_USERS.find((user) => user.role === 'staff')!;
const supplier = DEMO_SUPPLIERS.find((candidate) => candidate.active)!;

const ANY: TPriceListFilter = { brand: '', category: '', supplier: '', priced: '', search: '' };
const VIEWS: readonly (readonly [string, TPriceListFilter])[] = [
  ['every product (the unpriced first)', ANY],
  ['the priced only', { ...ANY, priced: 'con' }],
  ['one brand', { ...ANY, brand: 'viakon' }],
  ['one supplier', { ...ANY, supplier: supplier.id }],
];

/** The first answer of one page: how long it took and what it read. */
function firstPage(filter: TPriceListFilter): Promise<{ ms: number; page: TPriceListPage }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const timer = setTimeout(() => reject(new Error('no answer in 60 s')), 60_000);
    const stop = subscribePriceListPage(
      getDb(),
      priceListQueryPlan(filter),
      null,
      (page) => {
        clearTimeout(timer);
        const ms = performance.now() - start;
        // Stopped after the call returns: the first answer can arrive while it is still subscribing.
        setTimeout(() => stop(), 0);
        resolve({ ms, page });
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function main() {
  await signInWithEmail({ email: staff.email, password: staff.password });
  const rows: TReportRow[] = [];
  const total = await countPriceList(getDb(), ANY);
  rows.push({
    name: 'products in the catalogue (unpriced)',
    value: `${total.all} (${total.unpriced})`,
    budget: 'context: the import bench leaves 100 000',
    ok: null,
  });
  for (const [name, filter] of VIEWS) {
    const samples: number[] = [];
    let last: TPriceListPage | undefined;
    for (let sample = 0; sample < SAMPLES; sample++) {
      const { ms, page } = await firstPage(filter);
      samples.push(ms);
      last = page;
    }
    const ms = percentile(samples, 50);
    rows.push({
      name: `/precios first page, ${name}: ${last!.rows.length} rows (median of ${SAMPLES})`,
      value: `${ms.toFixed(0)} ms`,
      budget: `≤ ${FIRST_PAGE_BUDGET_MS} ms`,
      ok: ms <= FIRST_PAGE_BUDGET_MS,
    });
    rows.push({
      name: `  documents read for it`,
      value: String(last!.read),
      budget: `≤ ${READS_BUDGET}: 26 products and a price a row`,
      ok: last!.read <= READS_BUDGET,
    });
    const countStart = performance.now();
    const counts = await countPriceList(getDb(), filter);
    const countMs = performance.now() - countStart;
    const countReads = [counts.all, counts.unpriced].reduce((sum, n) => sum + Math.max(1, Math.ceil(n / 1000)), 0);
    rows.push({
      name: `  its counts (${counts.all} products, ${counts.unpriced} unpriced)`,
      value: `${countMs.toFixed(0)} ms`,
      budget: `context: ${countReads} reads as Firestore bills count queries`,
      ok: null,
    });
  }
  printReport('staff price list at scale (web SDK against the emulators)', rows);
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

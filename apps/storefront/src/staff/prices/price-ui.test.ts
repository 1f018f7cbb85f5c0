import { listPriceCents, priceListRows, type TPricedProduct, type TPriceListRow } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { priceCsv, priceCsvFilename } from './price-csv';
import {
  draftOf,
  isPriceDraftDirty,
  liveListPrice,
  parseChangeInput,
  parseMarginInput,
  saveRequestOf,
} from './price-editor-state';
import { priceNameLookup } from './price-names';
import {
  EMPTY_PRICE_FILTER,
  filterPriceRows,
  pageOfPriceRows,
  priceFilterFromParams,
  priceFilterQuery,
} from './price-table-filter';

const at = new Date('2026-11-01T10:00:00Z');
function row(
  sku: string,
  description: string,
  brand = 'square-d',
  extra: Partial<TPricedProduct> = {},
): TPricedProduct {
  return {
    product_id: sku.toLowerCase(),
    sku,
    description,
    brand_id: brand,
    category_id: 'interruptores-termomagneticos',
    supplier_id: 'norte',
    cost_cents: 7500,
    margin_bp: 2500,
    list_price_cents: listPriceCents(7500, 2500),
    supplier_costs: [{ supplier_id: 'norte', cost_cents: 7500 }],
    updated_at: at,
    ...extra,
  };
}
const prices = [
  row('QO120', 'Interruptor termomagnético 1 polo 20 A'),
  row('QO12-L125S', 'Centro de carga', 'square-d', {
    supplier_costs: [
      { supplier_id: 'norte', cost_cents: 7500 },
      { supplier_id: 'bajio', cost_cents: 8000 },
    ],
  }),
  row('T-100', 'Cinta de aislar', '3m', { category_id: 'cintas-y-aislantes' }),
];
/** A priced product as /precios lists it. */
const listed = (price: TPricedProduct): TPriceListRow => ({
  ...price,
  supplier_ids: price.supplier_costs.map((entry) => entry.supplier_id),
  price,
});
/** A product without a price, linked to `suppliers`. */
const unpriced = (sku: string, suppliers: string[] = []): TPriceListRow => ({
  product_id: sku.toLowerCase(),
  sku,
  description: `Nuevo ${sku}`,
  brand_id: 'square-d',
  category_id: 'interruptores-termomagneticos',
  supplier_ids: suppliers,
  price: null,
});
const rows = prices.map(listed);

describe('the price table filter', () => {
  it('round-trips through the URL', () => {
    const filter = {
      brand: 'square-d',
      category: '',
      supplier: 'bajio',
      priced: 'sin' as const,
      search: 'centro',
      page: 2,
    };
    expect(priceFilterQuery(filter)).toBe('?marca=square-d&proveedor=bajio&precio=sin&q=centro&pagina=2');
    expect(priceFilterFromParams(new URLSearchParams(priceFilterQuery(filter)))).toEqual(filter);
    expect(priceFilterQuery(EMPTY_PRICE_FILTER)).toBe('');
    expect(priceFilterFromParams(new URLSearchParams('pagina=-3')).page).toBe(1);
    expect(priceFilterFromParams(new URLSearchParams('precio=quizas')).priced).toBe('');
  });

  it('filters by brand, category, any supplier with a cost, and searches SKU and description without accents', () => {
    expect(filterPriceRows(rows, { ...EMPTY_PRICE_FILTER, brand: '3m' }).map((r) => r.sku)).toEqual(['T-100']);
    expect(filterPriceRows(rows, { ...EMPTY_PRICE_FILTER, supplier: 'bajio' }).map((r) => r.sku)).toEqual([
      'QO12-L125S',
    ]);
    expect(filterPriceRows(rows, { ...EMPTY_PRICE_FILTER, category: 'cintas-y-aislantes' })).toHaveLength(1);
    expect(filterPriceRows(rows, { ...EMPTY_PRICE_FILTER, search: 'termomagnetico' }).map((r) => r.sku)).toEqual([
      'QO120',
    ]);
    expect(filterPriceRows(rows, { ...EMPTY_PRICE_FILTER, search: 'qo12l125' }).map((r) => r.sku)).toEqual([
      'QO12-L125S',
    ]);
  });

  it('lists the unpriced first and filters them: "sin" keeps only them, "con" only the priced; a supplier matches their linked ones', () => {
    const all = priceListRows([...rows, unpriced('ZZ-1', ['bajio']), unpriced('AA-9')], prices);
    expect(all.map((r) => r.sku)).toEqual(['AA-9', 'ZZ-1', 'QO12-L125S', 'QO120', 'T-100']);
    expect(filterPriceRows(all, { ...EMPTY_PRICE_FILTER, priced: 'sin' }).map((r) => r.sku)).toEqual(['AA-9', 'ZZ-1']);
    expect(filterPriceRows(all, { ...EMPTY_PRICE_FILTER, priced: 'con' })).toHaveLength(3);
    expect(filterPriceRows(all, { ...EMPTY_PRICE_FILTER, supplier: 'bajio' }).map((r) => r.sku)).toEqual([
      'ZZ-1',
      'QO12-L125S',
    ]);
    expect(filterPriceRows(all, { ...EMPTY_PRICE_FILTER, priced: 'sin', search: 'zz' }).map((r) => r.sku)).toEqual([
      'ZZ-1',
    ]);
  });

  it('pages, keeping a page past the end on the last', () => {
    const many = Array.from({ length: 60 }, (_, index) => listed(row(`S${index}`, 'x')));
    expect(pageOfPriceRows(many, 3)).toMatchObject({ page: 3, pages: 3, total: 60 });
    expect(pageOfPriceRows(many, 3).rows).toHaveLength(10);
    expect(pageOfPriceRows(many, 9).page).toBe(3);
    expect(pageOfPriceRows([], 1)).toMatchObject({ page: 1, pages: 1, total: 0 });
  });
});

describe('the price CSV', () => {
  it('writes a header and one row per product with plain figures, formulas defused', () => {
    const csv = priceCsv([listed(row('=SUM(A1)', 'Con, coma')), unpriced('N-1')], priceNameLookup(null));
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[2]).toBe('N-1,Nuevo N-1,square-d,interruptores-termomagneticos,,,,,');
    expect(lines[0]).toBe(
      'SKU,Descripción,Marca,Categoría,Proveedor del costo,Costo (MXN),Margen (%),Precio de lista (MXN),Actualizado',
    );
    expect(lines[1]).toBe(
      `'=SUM(A1),"Con, coma",square-d,interruptores-termomagneticos,norte,75.00,25,100.00,2026-11-01T10:00:00.000Z`,
    );
    expect(priceCsvFilename(new Date(2026, 10, 3))).toBe('precios-2026-11-03.csv');
  });
});

describe('the price editor', () => {
  it("shows the list price computed live from the pricing supplier's cost and the margin", () => {
    const draft = { ...draftOf(prices[1], ['norte', 'bajio']), margin: '20' };
    expect(draft.costs).toEqual({ norte: '75.00', bajio: '80.00' });
    expect(liveListPrice(draft)).toEqual({ cost: 7500, margin: 2000, list: 9375 });
    expect(liveListPrice({ ...draft, supplierId: 'bajio' })?.list).toBe(10_000);
    expect(liveListPrice({ ...draft, margin: 'mucho' })).toBeNull();
  });

  it('knows when the editor holds unsaved changes (spaces alone are none)', () => {
    const clean = draftOf(prices[0], ['norte', 'bajio']);
    expect(isPriceDraftDirty(clean, clean)).toBe(false);
    expect(isPriceDraftDirty({ ...clean, margin: ` ${clean.margin} ` }, clean)).toBe(false);
    expect(isPriceDraftDirty({ ...clean, margin: '30' }, clean)).toBe(true);
    expect(isPriceDraftDirty({ ...clean, costs: { ...clean.costs, bajio: '81.00' } }, clean)).toBe(true);
    expect(isPriceDraftDirty({ ...clean, supplierId: 'bajio' }, clean)).toBe(true);
    expect(isPriceDraftDirty({ ...clean, reason: 'Nueva lista' }, clean)).toBe(true);
    expect(isPriceDraftDirty(null, clean)).toBe(false);
  });

  it('builds the save request, or says in Spanish what to fix', () => {
    const draft = { ...draftOf(prices[0], ['norte', 'bajio']), reason: 'Nueva lista' };
    const request = saveRequestOf('qo120', draft, at.getTime());
    expect(request).toEqual({
      ok: true,
      value: {
        product_id: 'qo120',
        supplier_id: 'norte',
        supplier_costs: [{ supplier_id: 'norte', cost_cents: 7500 }],
        margin_bp: 2500,
        reason: 'Nueva lista',
        expected_updated_at: at.getTime(),
      },
    });
    const bad = saveRequestOf(
      'qo120',
      { ...draft, costs: { norte: 'abc', bajio: '' }, margin: '95', reason: ' ' },
      null,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.error).sort()).toEqual(['cost:norte', 'margin', 'reason']);
  });

  it('prices a product without a price: empty fields, and a supplier added in the editor is linked only once it has a cost', () => {
    const empty = draftOf(undefined, []);
    expect(empty).toEqual({ costs: {}, supplierId: '', margin: '', reason: '' });
    const refused = saveRequestOf('nuevo', { ...empty, margin: '25', reason: 'Precio inicial' }, null);
    expect(refused).toEqual({ ok: false, error: { supplier: 'Agrega un proveedor y escribe su costo.' } });
    const draft = { costs: { bajio: '75', sur: '' }, supplierId: 'bajio', margin: '25', reason: 'Precio inicial' };
    expect(liveListPrice(draft)?.list).toBe(10_000);
    expect(saveRequestOf('nuevo', draft, null, ['bajio', 'sur'])).toEqual({
      ok: true,
      value: {
        product_id: 'nuevo',
        supplier_id: 'bajio',
        supplier_costs: [{ supplier_id: 'bajio', cost_cents: 7500 }],
        margin_bp: 2500,
        reason: 'Precio inicial',
        expected_updated_at: null,
        link_supplier_ids: ['bajio'],
      },
    });
  });

  it('reads margins and signed changes', () => {
    expect(parseMarginInput('27.5 %')).toEqual({ ok: true, value: 2750 });
    expect(parseMarginInput('91').ok).toBe(false);
    expect(parseChangeInput('5')).toBe(500);
    expect(parseChangeInput('+5 %')).toBe(500);
    expect(parseChangeInput('−2.5')).toBe(-250);
    expect(parseChangeInput('cinco')).toBeNull();
  });
});

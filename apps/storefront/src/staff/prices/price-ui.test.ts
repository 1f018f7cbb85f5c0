import { listPriceCents, type TPricedProduct, type TPriceListRow } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { priceExportStatusText, priceTable } from './price-csv';
import { priceCountText } from './price-count';
import {
  draftOf,
  isPriceDraftDirty,
  liveListPrice,
  parseChangeInput,
  parseMarginInput,
  saveRequestOf,
} from './price-editor-state';
import { priceNameLookup } from './price-names';
import { EMPTY_PRICE_FILTER, priceFilterFromParams, priceFilterQuery } from './price-table-filter';
import { listCsvText } from '../list-file';

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

describe('the price table filter', () => {
  it('round-trips through the URL', () => {
    const filter = {
      brand: 'square-d',
      category: '',
      supplier: 'bajio',
      priced: 'sin' as const,
      search: 'centro',
    };
    expect(priceFilterQuery(filter)).toBe('?marca=square-d&proveedor=bajio&precio=sin&q=centro');
    expect(priceFilterFromParams(new URLSearchParams(priceFilterQuery(filter)))).toEqual(filter);
    expect(priceFilterQuery(EMPTY_PRICE_FILTER)).toBe('');
    expect(priceFilterFromParams(new URLSearchParams('precio=quizas')).priced).toBe('');
    // An old link's page number is left out: pages follow a cursor, a reload starts at the first.
    expect(priceFilterFromParams(new URLSearchParams('pagina=3&marca=3m'))).toEqual({
      ...EMPTY_PRICE_FILTER,
      brand: '3m',
    });
  });
});

describe('the price list count line', () => {
  it('says how many products and how many of them have no price; an upper bound with a search it cannot count', () => {
    expect(priceCountText({ status: 'fresh', counts: { all: 1383, unpriced: 2 } }, false)).toBe(
      '1,383 productos, 2 sin precio',
    );
    expect(priceCountText({ status: 'fresh', counts: { all: 1, unpriced: 0 } }, false)).toBe('1 producto');
    expect(priceCountText({ status: 'refreshing', counts: { all: 12, unpriced: 0 } }, true)).toBe('hasta 12 productos');
    expect(priceCountText({ status: 'counting' }, false)).toBeNull();
    expect(priceCountText({ status: 'failed', counts: null }, false)).toBeNull();
  });

  it('the export says what it read and what it downloaded', () => {
    expect(priceExportStatusText({ status: 'exporting', kind: 'csv', rows: 500 })).toBe(
      'Exportando… 500 productos leídos.',
    );
    expect(priceExportStatusText({ status: 'done', rows: 1, fileName: 'precios.csv', capped: false })).toBe(
      'Se descargó 1 producto en precios.csv.',
    );
    expect(priceExportStatusText({ status: 'done', rows: 0, fileName: 'precios.csv', capped: false })).toContain(
      'ninguno coincide',
    );
    expect(priceExportStatusText({ status: 'done', rows: 50_000, fileName: 'p.csv', capped: true })).toContain(
      'Acota el filtro',
    );
  });
});

describe('the price CSV', () => {
  it('writes a header and one row per product with plain figures, formulas defused', () => {
    const csv = listCsvText(priceTable([listed(row('=SUM(A1)', 'Con, coma')), unpriced('N-1')], priceNameLookup(null)));
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[2]).toBe('N-1,Nuevo N-1,square-d,interruptores-termomagneticos,,,,,');
    expect(lines[0]).toBe(
      'SKU,Descripción,Marca,Categoría,Proveedor del costo,Costo (MXN),Margen (%),Precio de lista (MXN),Actualizado',
    );
    expect(lines[1]).toBe(
      `'=SUM(A1),"Con, coma",square-d,interruptores-termomagneticos,norte,75.00,25,100.00,2026-11-01T10:00:00.000Z`,
    );
    const table = priceTable([unpriced('N-1')], priceNameLookup(null));
    expect(
      table.kinds.map((kind, index) => `${table.header[index]}:${kind}`).filter((cell) => !cell.endsWith(':text')),
    ).toEqual(['Costo (MXN):amount', 'Margen (%):amount', 'Precio de lista (MXN):amount']);
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

import { describe, expect, it } from 'vitest';
import { emptyStatsDay, foldStatsFacts, type TStatsFact } from './stats-day';
import {
  addDays,
  checkCustomRange,
  daysOfRange,
  emptySearchesTable,
  funnelTable,
  groupTable,
  isCalendarDay,
  metricsCsvCell,
  metricsCsvRows,
  metricsData,
  metricsRangeFromParams,
  metricsRangeQuery,
  METRICS_TABLE_ROWS,
  presetRange,
  productsTable,
  rangeLength,
  rankedProductIds,
  responseTimeTable,
  searchTermsTable,
  searchTotalsTable,
  staffOrdersTable,
  staffTable,
  staffWeeklyValuesTable,
  utcDayOf,
  weeklyOrdersTable,
  weeklyValuesTable,
  type TMetricsNames,
} from './metrics-view';

const TODAY = '2026-11-25';
const params = (query: string) => new URLSearchParams(query);
const staff = { uid: 'staff-1', name: 'Mariana López' };
const day = (id: string, facts: TStatsFact[]) => foldStatsFacts(emptyStatsDay(id), facts);
const viewed = (product_id: string, brand = 'Siemens', category = 'contactores'): TStatsFact => ({
  kind: 'product_viewed',
  product_id,
  brand,
  category,
});
const added = (product_id: string, brand = 'Siemens', category = 'contactores'): TStatsFact => ({
  kind: 'product_added',
  product_id,
  brand,
  category,
});
const names: TMetricsNames = {
  product: (id) => (id === 'p1' ? { sku: 'QO120', description: 'Interruptor 1 polo 20 A' } : undefined),
  category: (key) => (key === 'contactores' ? 'Contactores' : key),
  brand: (key) => key,
};

describe('days', () => {
  it('reads only real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-11-01')).toBe(false);
  });

  it('counts and lists the days of a range across months and years', () => {
    expect(utcDayOf(new Date('2026-11-25T23:59:59-06:00'))).toBe('2026-11-26');
    expect(utcDayOf(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDayOf(new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(rangeLength('2026-11-25', '2026-11-25')).toBe(1);
    expect(daysOfRange('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysOfRange('2026-11-02', '2026-11-01')).toEqual([]);
  });
});

describe('the range in the URL', () => {
  it('presets end today and count today', () => {
    expect(presetRange(7, TODAY)).toEqual({ kind: 'preset', days: 7, from: '2026-11-19', to: TODAY });
    expect(daysOfRange(presetRange(90, TODAY).from, TODAY)).toHaveLength(90);
  });

  it('reads ?rango= and ?desde=&hasta=, and writes them back the same', () => {
    for (const query of ['?rango=7', '?rango=30', '?rango=90', '?desde=2026-10-01&hasta=2026-10-31']) {
      const { range, error } = metricsRangeFromParams(params(query), TODAY);
      expect(error).toBeNull();
      expect(metricsRangeQuery(range)).toBe(query);
    }
    expect(metricsRangeFromParams(params(''), TODAY)).toEqual({ range: presetRange(30, TODAY), error: null });
  });

  it('shows the last 30 days, saying why, for a URL it cannot read', () => {
    for (const query of [
      '?rango=15',
      '?desde=2026-10-31&hasta=2026-10-01',
      '?desde=2026-10-01',
      '?desde=2026-02-30&hasta=2026-03-01',
      '?desde=2026-11-01&hasta=2026-11-26',
    ]) {
      const { range, error } = metricsRangeFromParams(params(query), TODAY);
      expect(range).toEqual(presetRange(30, TODAY));
      expect(error).toMatch(/Se muestran los últimos 30 días\.$/);
    }
  });

  it('checks a custom range: both days, in order, not after today, at most 366 days', () => {
    expect(checkCustomRange('', TODAY, TODAY)).toEqual({
      ok: false,
      message: 'Elige la fecha de inicio y la de fin del periodo.',
    });
    expect(checkCustomRange('2026-11-20', '2026-11-10', TODAY)).toEqual({
      ok: false,
      message: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
    });
    expect(checkCustomRange('2026-11-20', '2026-11-26', TODAY)).toEqual({
      ok: false,
      message: 'El periodo no puede terminar después de hoy.',
    });
    expect(checkCustomRange('2025-11-24', TODAY, TODAY)).toEqual({
      ok: false,
      message: 'El periodo no puede pasar de 366 días.',
    });
    expect(checkCustomRange('2025-11-25', TODAY, TODAY)).toEqual({
      ok: true,
      range: { kind: 'custom', from: '2025-11-25', to: TODAY },
    });
    expect(checkCustomRange(TODAY, TODAY, TODAY).ok).toBe(true);
  });
});

describe('panels', () => {
  const days = [
    day('2026-11-23', [
      viewed('p1'),
      viewed('p1'),
      added('p1'),
      viewed('p2', 'WAGO', 'conectores'),
      { kind: 'search_record', type: 'search', term: 'cable', results: 4 },
      { kind: 'search_record', type: 'search', term: 'zzsinresultados', results: 0 },
      { kind: 'search_record', type: 'brand', term: 'wago', results: 12 },
      { kind: 'cart_created' },
      { kind: 'cart_created' },
      { kind: 'quote_requested' },
      { kind: 'quote_sent', staff, minutes_from_request: 30, total_cents: 150_000 },
    ]),
    day('2026-11-24', [
      { kind: 'search_record', type: 'search', term: 'cable', results: 0 },
      {
        kind: 'quote_sent',
        staff: { uid: 'staff-2', name: 'Ricardo Salinas' },
        minutes_from_request: 90,
        total_cents: 50_000,
      },
      { kind: 'quote_accepted', staff, total_cents: 150_000 },
      { kind: 'order_placed', staff, total_cents: 150_000 },
    ]),
  ];
  const { range } = metricsData(days);

  it('products by views, adds or conversion, named from the catalogue', () => {
    expect(productsTable(range, 'views', names).rows).toEqual([
      { key: 'p1', cells: ['QO120', 'Interruptor 1 polo 20 A', 2, 1, 0.5] },
      { key: 'p2', cells: ['p2', 'Producto fuera del catálogo', 1, 0, 0] },
    ]);
    expect(productsTable(range, 'adds', names).rows.map((row) => row.key)).toEqual(['p1', 'p2']);
    expect(rankedProductIds(range)).toEqual(['p1', 'p2']);
  });

  it('categories (by name) and brands', () => {
    expect(groupTable(range, 'categories', names).rows).toEqual([
      { key: 'contactores', cells: ['Contactores', 2, 1, 0.5] },
      { key: 'conectores', cells: ['conectores', 1, 0, 0] },
    ]);
    expect(groupTable(range, 'brands', names).columns[0]!.label).toBe('Marca');
  });

  it('search terms by type, filtered over every term, and those that found nothing', () => {
    expect(searchTermsTable(range, 'all').rows.map((row) => row.cells)).toEqual([
      ['cable', 'Texto', 2, 1],
      ['wago', 'Marca', 1, 0],
      ['zzsinresultados', 'Texto', 1, 1],
    ]);
    expect(searchTermsTable(range, 'brand').rows.map((row) => row.cells[0])).toEqual(['wago']);
    expect(searchTermsTable(range, 'all', ' CÁBLE ').rows.map((row) => row.cells[0])).toEqual(['cable']);
    expect(emptySearchesTable(range).rows.map((row) => row.cells)).toEqual([
      ['cable', 'Texto', 1, 2],
      ['zzsinresultados', 'Texto', 1, 1],
    ]);
    expect(emptySearchesTable(range, 'zzsin').rows).toHaveLength(1);
    expect(searchTotalsTable(range).rows.map((row) => row.cells)).toEqual([
      ['Todas', 4, 1],
      ['Texto', 3, 0.75],
      ['Categoría', 0, 0],
      ['Marca', 1, 0.25],
      ['Sin resultados', 2, 0.5],
    ]);
  });

  it('lists at most METRICS_TABLE_ROWS rows', () => {
    const many = day(
      '2026-11-23',
      Array.from({ length: 30 }, (_, index) => viewed(`p${index}`)),
    );
    expect(productsTable(metricsData([many]).range, 'views', names).rows).toHaveLength(METRICS_TABLE_ROWS);
  });

  it('the quote funnel with its rates, the response times, the weeks and the staff', () => {
    expect(funnelTable(range).rows.map((row) => row.cells)).toEqual([
      ['Carritos creados', 2, null, 1],
      ['Cotizaciones solicitadas', 1, 0.5, 0.5],
      ['Ofertas enviadas', 2, 2, 1],
      ['Ofertas aceptadas', 1, 0.5, 0.5],
      ['Pedidos', 1, 1, 0.5],
    ]);
    expect(responseTimeTable(range).rows.map((row) => row.cells)).toEqual([
      ['Mediana', 30, 2],
      ['Percentil 90', 90, 2],
    ]);
    expect(weeklyValuesTable(days).rows).toEqual([
      { key: '2026-11-23', cells: ['2026-11-23', 2, 200_000, 1, 150_000] },
    ]);
    expect(staffTable(range).rows.map((row) => row.cells)).toEqual([
      ['Mariana López', 1, 1, 1, 150_000, 150_000, 30, 30],
      ['Ricardo Salinas', 1, 0, 0, 50_000, 0, 90, 90],
    ]);
    expect(staffWeeklyValuesTable(days).rows).toEqual([
      { key: '2026-11-23__staff-1', cells: ['2026-11-23', 'Mariana López', 1, 150_000, 1, 150_000] },
      { key: '2026-11-23__staff-2', cells: ['2026-11-23', 'Ricardo Salinas', 1, 50_000, 0, 0] },
    ]);
  });

  it('an empty range has empty tables and no response times', () => {
    const empty = metricsData([]).range;
    expect(productsTable(empty, 'views', names).rows).toEqual([]);
    expect(responseTimeTable(empty).rows.map((row) => row.cells[1])).toEqual([null, null]);
    expect(funnelTable(empty).rows.map((row) => row.cells[3])).toEqual([null, null, null, null, null]);
    expect(weeklyOrdersTable([]).rows).toEqual([]);
    expect(staffOrdersTable(empty).rows).toEqual([]);
  });
});

describe('orders', () => {
  const ricardo = { uid: 'staff-2', name: 'Ricardo Salinas' };
  const days = [
    day('2026-11-23', [
      { kind: 'order_placed', staff, total_cents: 1_160_000_01 },
      { kind: 'order_placed', staff: ricardo, total_cents: 58_00 },
    ]),
    day('2026-11-29', [
      { kind: 'order_placed', staff: ricardo, total_cents: 2_320_000_00 },
      { kind: 'order_placed', staff: null, total_cents: 33_33 },
    ]),
    day('2026-11-30', [
      { kind: 'order_placed', staff, total_cents: 9_99 },
      // Ricardo's first order, cancelled a week after it was placed: counted the day it is cancelled.
      { kind: 'order_cancelled', staff: ricardo, total_cents: 58_00 },
      { kind: 'order_cancelled', staff: null, total_cents: 33_33 },
    ]),
    // A member with only quote figures in the range is no row of the orders.
    day('2026-12-01', [
      { kind: 'quote_sent', staff: { uid: 'staff-3', name: 'Ana' }, minutes_from_request: 5, total_cents: 1 },
    ]),
  ];
  const { range } = metricsData(days);

  it('per week: the orders placed and cancelled in it, with their totals to the cent', () => {
    expect(weeklyOrdersTable(days).columns.map((column) => [column.label, column.kind])).toEqual([
      ['Semana (lunes)', 'day'],
      ['Pedidos', 'count'],
      ['Valor pedido', 'money'],
      ['Cancelados', 'count'],
      ['Valor cancelado', 'money'],
    ]);
    expect(weeklyOrdersTable(days).rows).toEqual([
      { key: '2026-11-23', cells: ['2026-11-23', 4, 116_000_001 + 5_800 + 232_000_000 + 3_333, 0, 0] },
      { key: '2026-11-30', cells: ['2026-11-30', 1, 999, 2, 9_133] },
    ]);
  });

  it('per staff member: by value ordered; orders nobody was assigned make a last row, so the rows add up', () => {
    const table = staffOrdersTable(range);
    expect(table.columns.map((column) => column.label)).toEqual([
      'Vendedor',
      'Pedidos',
      'Valor pedido',
      'Cancelados',
      'Valor cancelado',
    ]);
    expect(table.rows).toEqual([
      { key: 'staff-2', cells: ['Ricardo Salinas', 2, 232_005_800, 1, 5_800] },
      { key: 'staff-1', cells: ['Mariana López', 2, 116_001_000, 0, 0] },
      { key: 'sin-asignar__pedidos', cells: ['Sin asignar', 1, 3_333, 1, 3_333] },
    ]);
    const column = (index: number) => table.rows.reduce((total, row) => total + Number(row.cells[index]), 0);
    expect([column(1), column(2), column(3), column(4)]).toEqual([
      range.orders_placed,
      range.value_ordered_cents,
      range.orders_cancelled,
      range.value_cancelled_cents,
    ]);
    expect(metricsCsvRows(table)).toEqual([
      ['Vendedor', 'Pedidos', 'Valor pedido (MXN)', 'Cancelados', 'Valor cancelado (MXN)'],
      ['Ricardo Salinas', '2', '2320058.00', '1', '58.00'],
      ['Mariana López', '2', '1160010.00', '0', '0.00'],
      ['Sin asignar', '1', '33.33', '1', '33.33'],
    ]);
  });

  it('without orders nobody was assigned, no "Sin asignar" row', () => {
    const { range: assigned } = metricsData([day('2026-11-23', [{ kind: 'order_placed', staff, total_cents: 1 }])]);
    expect(staffOrdersTable(assigned).rows.map((row) => row.cells[0])).toEqual(['Mariana López']);
  });
});

describe('CSV', () => {
  it('writes counts, percent, pesos and minutes as plain figures; nothing as an empty cell', () => {
    expect(metricsCsvCell('count', 12)).toBe('12');
    expect(metricsCsvCell('rate', 0.125)).toBe('12.5');
    expect(metricsCsvCell('rate', 2 / 3)).toBe('66.7');
    expect(metricsCsvCell('money', 123_456)).toBe('1234.56');
    expect(metricsCsvCell('money', 5)).toBe('0.05');
    expect(metricsCsvCell('minutes', 90)).toBe('90');
    expect(metricsCsvCell('rate', null)).toBe('');
  });

  it('has a header with units and the table rows, free text as typed (csvText guards it)', () => {
    const { range } = metricsData([
      day('2026-11-23', [{ kind: 'search_record', type: 'search', term: '=cmd', results: 0 }]),
    ]);
    expect(metricsCsvRows(emptySearchesTable(range))).toEqual([
      ['Término', 'Tipo', 'Veces sin resultados', 'Búsquedas'],
      ['=cmd', 'Texto', '1', '1'],
    ]);
    expect(metricsCsvRows(staffTable(range))[0]).toEqual([
      'Vendedor',
      'Enviadas',
      'Aceptadas',
      'Tasa de aceptación (%)',
      'Valor enviado (MXN)',
      'Valor ganado (MXN)',
      'Mediana solicitud → envío (minutos)',
      'Percentil 90 solicitud → envío (minutos)',
    ]);
  });
});

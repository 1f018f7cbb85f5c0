import { describe, expect, it } from 'vitest';
import {
  emptyStatsDay,
  foldStatsFacts,
  metricsData,
  presetRange,
  productsTable,
  staffOrdersTable,
  staffTable,
  staffWeeklyValuesTable,
  weeklyOrdersTable,
  type TMetricsNames,
} from '@voltia/domain';
import {
  axisLabel,
  chartSummary,
  formatMetricsCell,
  PRODUCTS_CHART_LABEL,
  rowLabel,
  formatMetricsDay,
  formatMetricsRange,
  formatMinutes,
  metricsFileName,
  metricsListTable,
} from './metrics-format';
import { listCsvText } from '../list-file';

const names: TMetricsNames = {
  product: (id) => ({ sku: `SKU-${id}`, description: `=Producto ${id}` }),
  category: (key) => key,
  brand: (key) => key,
};
const { range } = metricsData([
  foldStatsFacts(emptyStatsDay('2026-11-23'), [
    ...Array.from(
      { length: 1234 },
      () => ({ kind: 'product_viewed', product_id: 'p1', brand: 'WAGO', category: 'conectores' }) as const,
    ),
    { kind: 'product_added', product_id: 'p1', brand: 'WAGO', category: 'conectores' },
    { kind: 'product_added', product_id: 'p2', brand: 'WAGO', category: 'conectores' },
    {
      kind: 'quote_sent',
      staff: { uid: 's1', name: 'Mariana López' },
      minutes_from_request: 95,
      total_cents: 123_456_78,
    },
  ]),
]);

describe('figures for people', () => {
  it('counts with thousands, rates in percent, money in pesos, minutes in words, nothing as a dash', () => {
    expect(formatMetricsCell('count', 1234)).toBe('1,234');
    expect(formatMetricsCell('rate', 0.125)).toBe('12.5 %');
    expect(formatMetricsCell('rate', null)).toBe('—');
    expect(formatMetricsCell('money', 123_456_78)).toBe('$123,456.78');
    expect(formatMetricsCell('day', '2026-11-23')).toBe('23 nov 2026');
    expect([45, 60, 125, 1440, 1500, 3000].map(formatMinutes)).toEqual([
      '45 min',
      '1 h',
      '2 h 5 min',
      '1 d',
      '1 d 1 h',
      '2 d 2 h',
    ]);
  });

  it('names the period in Spanish', () => {
    expect(formatMetricsDay('2026-01-05')).toBe('5 ene 2026');
    expect(formatMetricsRange(presetRange(7, '2026-11-25'))).toBe('Últimos 7 días: 19 nov 2026 – 25 nov 2026');
    expect(formatMetricsRange({ kind: 'custom', from: '2026-10-01', to: '2026-10-01' })).toBe('1 día: 1 oct 2026');
  });

  it('sums a chart up for screen readers', () => {
    expect(chartSummary(productsTable(range, 'views', names), 1, 2)).toBe(
      'Gráfica de barras de vistas, 2 barras. El valor más alto: =Producto p1, 1,234. Las cifras están en «Ver tabla».',
    );
    expect(chartSummary({ columns: [], rows: [] }, 0, 1)).toBe('Gráfica sin datos.');
  });
});

describe('the products chart axis', () => {
  it('tells apart two products whose names share a long prefix, and keeps each whole name for the tooltip', () => {
    const cables: TMetricsNames = {
      product: (id) => ({
        sku: id === 'p1' ? 'CDX-VXXI-12NG-100' : 'CDX-VXXI-14NG-100',
        description: `Cable Vinanel XXI THW-LS calibre ${id === 'p1' ? 12 : 14} AWG 600 V negro, rollo 100 m`,
      }),
      category: (key) => key,
      brand: (key) => key,
    };
    const table = productsTable(range, 'adds', cables);
    const joined = typeof PRODUCTS_CHART_LABEL !== 'number';
    const full = table.rows.map((row) => rowLabel(table, row, PRODUCTS_CHART_LABEL));
    const shown = full.map((label) => axisLabel(label, joined));
    expect(full).toEqual([
      'CDX-VXXI-12NG-100 · Cable Vinanel XXI THW-LS calibre 12 AWG 600 V negro, rollo 100 m',
      'CDX-VXXI-14NG-100 · Cable Vinanel XXI THW-LS calibre 14 AWG 600 V negro, rollo 100 m',
    ]);
    expect(new Set(shown).size).toBe(2);
    expect(shown.every((label) => label.length <= 30)).toBe(true);
    // The names alone, cut to the axis, read the same: the reason the SKU leads.
    expect(new Set(table.rows.map((row) => axisLabel(rowLabel(table, row, 1), false))).size).toBe(1);
  });
});

describe('the table and its CSV', () => {
  it('hold the same rows; the CSV is Excel-friendly and guards free text', () => {
    const table = productsTable(range, 'views', names);
    const csv = listCsvText(metricsListTable(table));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('SKU,Producto,Vistas,Agregados,Conversión vista → agregado (%)');
    expect(lines[1]).toBe("SKU-p1,'=Producto p1,1234,1,0.1");
    // The table shows the same rows, for people.
    const shown = table.rows.map((row) =>
      row.cells.map((cell, index) => formatMetricsCell(table.columns[index]!.kind, cell)),
    );
    expect(shown).toEqual([
      ['SKU-p1', '=Producto p1', '1,234', '1', '0.1 %'],
      ['SKU-p2', '=Producto p2', '0', '1', '—'],
    ]);
  });

  it('money and rates per staff member', () => {
    const table = staffTable(range);
    expect(listCsvText(metricsListTable(table)).slice(1).split('\r\n')[1]).toBe(
      'Mariana López,1,0,0.0,123456.78,0.00,95,95',
    );
    expect(table.rows[0]!.cells.map((cell, index) => formatMetricsCell(table.columns[index]!.kind, cell))).toEqual([
      'Mariana López',
      '1',
      '0',
      '0.0 %',
      '$123,456.78',
      '$0.00',
      '1 h 35 min',
      '1 h 35 min',
    ]);
  });

  it('names a bar by two columns when asked (a week and a staff member), in the chart and its summary', () => {
    const days = [
      foldStatsFacts(emptyStatsDay('2026-11-23'), [
        { kind: 'quote_sent', staff: { uid: 's1', name: 'Mariana López' }, minutes_from_request: 5, total_cents: 100 },
      ]),
    ];
    const table = staffWeeklyValuesTable(days);
    expect(rowLabel(table, table.rows[0]!, [0, 1])).toBe('23 nov 2026 · Mariana López');
    expect(rowLabel(table, table.rows[0]!, 1)).toBe('Mariana López');
    expect(chartSummary(table, [0, 1], 3)).toContain('El valor más alto: 23 nov 2026 · Mariana López, $1.00.');
  });

  it('orders per week and per staff member: the table in pesos, the CSV in plain figures, full names on the axis', () => {
    const mariana = { uid: 's1', name: 'Mariana López Herrera' };
    const days = [
      foldStatsFacts(emptyStatsDay('2026-11-23'), [
        { kind: 'order_placed', staff: mariana, total_cents: 1_234_567_89 },
        { kind: 'order_placed', staff: null, total_cents: 1 },
      ]),
      foldStatsFacts(emptyStatsDay('2026-11-30'), [{ kind: 'order_cancelled', staff: mariana, total_cents: 50_00 }]),
    ];
    const weeks = weeklyOrdersTable(days);
    expect(
      weeks.rows.map((row) => row.cells.map((cell, i) => formatMetricsCell(weeks.columns[i]!.kind, cell))),
    ).toEqual([
      ['23 nov 2026', '2', '$1,234,567.90', '0', '$0.00'],
      ['30 nov 2026', '0', '$0.00', '1', '$50.00'],
    ]);
    expect(listCsvText(metricsListTable(weeks)).slice(1).split('\r\n')).toEqual([
      'Semana (lunes),Pedidos,Valor pedido (MXN),Cancelados,Valor cancelado (MXN)',
      '2026-11-23,2,1234567.90,0,0.00',
      '2026-11-30,0,0.00,1,50.00',
      '',
    ]);
    const staff = staffOrdersTable(metricsData(days).range);
    expect(staff.rows.map((row) => rowLabel(staff, row, 0))).toEqual(['Mariana López Herrera', 'Sin asignar']);
    // The staff charts' axis is wide: a full name reads whole (a narrow axis would cut it).
    expect(axisLabel('Mariana López Herrera', true)).toBe('Mariana López Herrera');
    expect(axisLabel('Mariana López Herrera', false)).toBe('Mariana López H…');
    expect(chartSummary(staff, 0, 2)).toBe(
      'Gráfica de barras de valor pedido, 2 barras. El valor más alto: Mariana López Herrera, $1,234,567.89. Las cifras están en «Ver tabla».',
    );
  });

  it('names the file after the panel and the period', () => {
    expect(metricsFileName('productos', presetRange(30, '2026-11-25'), 'csv')).toBe(
      'metricas-productos-2026-10-27_2026-11-25.csv',
    );
    expect(metricsFileName('productos', presetRange(30, '2026-11-25'), 'xlsx')).toBe(
      'metricas-productos-2026-10-27_2026-11-25.xlsx',
    );
  });

  it('holds counts and minutes as numbers, rates and money as amounts, names and days as text in the workbook', () => {
    const table = {
      columns: [
        { key: 'day', label: 'Día', kind: 'day' },
        { key: 'who', label: 'Vendedor', kind: 'text' },
        { key: 'sent', label: 'Enviadas', kind: 'count' },
        { key: 'rate', label: 'Aceptación', kind: 'rate' },
        { key: 'value', label: 'Valor', kind: 'money' },
        { key: 'median', label: 'Mediana', kind: 'minutes' },
      ],
      rows: [],
    } as const;
    expect(metricsListTable(table)).toMatchObject({
      header: ['Día', 'Vendedor', 'Enviadas', 'Aceptación (%)', 'Valor (MXN)', 'Mediana (minutos)'],
      kinds: ['text', 'text', 'quantity', 'amount', 'amount', 'quantity'],
      rows: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@voltia/domain';
import { makeOrder } from '@voltia/domain/testing';
import { ORDER_CSV_HEADER, ORDER_CSV_MAX_ROWS, orderTable, orderCsvRow, orderExportStatusText } from './order-list-csv';
import { listCsvText } from '../list-file';

const confirmed = {
  ...makeOrder({
    order_number: 'PED-2026-000012',
    quote_number: 'COT-2026-000034',
    // 09:42 in Mexico City: the column is the company's time, whatever the exporter's zone.
    created_at: new Date('2026-11-14T15:42:00Z'),
    customer: { id: 'uid-ana', nameOfClient: 'Ana Treviño' },
  }),
  id: 'q-12',
};

describe('orderCsvRow', () => {
  it('writes an order as the back office reads it: folio, quote, customer, invoice data, PO, site, status, date, total', () => {
    const row = orderCsvRow(confirmed);
    expect(row).toHaveLength(ORDER_CSV_HEADER.length);
    expect(row).toEqual([
      'PED-2026-000012',
      'COT-2026-000034',
      'Ana Treviño',
      'CONSTRUCTORA NORTE',
      'CNO150312H14',
      'OC-7781',
      'Obra Monterrey Centro',
      'Confirmado',
      '2026-11-14 09:42',
      (confirmed.totals.total_cents / 100).toFixed(2),
      '',
      '',
    ]);
  });

  it('writes the shipment of a shipped order, and the status in Spanish', () => {
    const shipped = { ...confirmed, status: 'shipped' as const, carrier: 'Estafeta', tracking_number: '8155 2231' };
    expect(orderCsvRow(shipped).slice(7)).toEqual([
      'Enviado',
      '2026-11-14 09:42',
      expect.any(String),
      'Estafeta',
      '8155 2231',
    ]);
  });
});

describe('the order list CSV', () => {
  it('is UTF-8 text with its byte order mark for Excel, the header first, one CRLF line per order', () => {
    const text = listCsvText(orderTable([confirmed, { ...confirmed, id: 'q-13', order_number: 'PED-2026-000013' }]));
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(CSV_BOM.length).split('\r\n');
    expect(lines[0]).toBe(ORDER_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^PED-2026-000012,COT-2026-000034,Ana Treviño,/);
    expect(lines[2]).toMatch(/^PED-2026-000013,/);
    expect(lines[3]).toBe('');
  });

  it('keeps a customer’s text from running as a formula', () => {
    const text = listCsvText(orderTable([{ ...confirmed, purchase_order_number: '=HYPERLINK("x")' }]));
    expect(text).not.toContain(',=HYPERLINK');
  });
});

describe('orderTable and orderExportStatusText', () => {
  it('keeps the folios and RFCs as text and the total as an amount; says what was downloaded', () => {
    const table = orderTable([]);
    expect(table.header).toEqual(ORDER_CSV_HEADER);
    expect(
      table.kinds.map((kind, index) => [ORDER_CSV_HEADER[index], kind]).filter(([, kind]) => kind !== 'text'),
    ).toEqual([['total (MXN)', 'amount']]);
    expect(orderExportStatusText({ status: 'idle' })).toBe('');
    expect(orderExportStatusText({ status: 'exporting', kind: 'csv', rows: 0 })).toBe('Exportando…');
    expect(orderExportStatusText({ status: 'done', rows: 1, fileName: 'p.csv', capped: false })).toBe(
      'Se descargó 1 pedido en p.csv.',
    );
    expect(orderExportStatusText({ status: 'done', rows: 0, fileName: 'p.csv', capped: false })).toContain(
      'ninguno coincide',
    );
    expect(
      orderExportStatusText({ status: 'done', rows: ORDER_CSV_MAX_ROWS, fileName: 'p.csv', capped: true }),
    ).toContain('Acota el filtro');
  });
});

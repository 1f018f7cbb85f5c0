import { describe, expect, it } from 'vitest';
import { makeQuote, makeRequestDetails, makeSentQuote } from '@voltia/domain/testing';
import { INBOX_CSV_HEADER, inboxCsvRow, inboxTable } from './inbox-csv';
import { listCsvText } from '../../list-file';

// 20 November 2026, 18:00 in Mexico City.
const NOW = new Date('2026-11-21T00:00:00Z');

describe('inboxCsvRow', () => {
  it('writes a waiting request: its wait in whole hours, no total, no validity, "Sin asignar"', () => {
    const quote = {
      ...makeQuote({
        status: 'requested',
        quote_number: 'COT-2026-000008',
        // 09:42 in Mexico City: the column is the company's time, whatever the exporter's zone.
        submitted_at: new Date('2026-11-14T15:42:00Z'),
        waiting_since: new Date('2026-11-14T15:42:00Z'),
        request_details: makeRequestDetails({
          contact_name: 'Jorge Treviño Garza',
          company: 'Constructora Norte S.A. de C.V.',
          tax_id: 'CNO010203AB1',
          email: 'cliente@constructora-norte.example',
          delivery_city: 'Monterrey, N.L.',
        }),
      }),
      id: 'q1',
    };
    const row = inboxCsvRow(quote, NOW);
    expect(row).toHaveLength(INBOX_CSV_HEADER.length);
    expect(row).toEqual([
      'COT-2026-000008',
      'Jorge Treviño Garza',
      'Constructora Norte S.A. de C.V.',
      'CNO010203AB1',
      'cliente@constructora-norte.example',
      'Monterrey, N.L.',
      'Solicitada',
      'Sin asignar',
      '2026-11-14 09:42',
      '152',
      '',
      '',
    ]);
  });

  it('writes a sent offer: its total in pesos with two decimals and its validity day, no wait', () => {
    const quote = {
      ...makeSentQuote({
        quote_number: 'COT-2026-000007',
        assignee: { uid: 's1', name: 'Mariana López Herrera' },
        valid_until: new Date('2026-12-01T05:59:59.999Z'),
      }),
      id: 'q2',
    };
    const row = inboxCsvRow(quote, NOW);
    expect(row[6]).toBe('Enviada');
    expect(row[7]).toBe('Mariana López Herrera');
    expect(row[9]).toBe('');
    expect(row[10]).toMatch(/^\d+\.\d{2}$/);
    expect(Number(row[10]) * 100).toBeCloseTo(quote.offer!.totals.total_cents, 6);
    expect(row[11]).toBe('2026-11-30');
  });

  it('writes an offer past its validity as "Vencida", as the inbox shows it', () => {
    const quote = {
      ...makeSentQuote({ quote_number: 'COT-2026-000008', valid_until: new Date('2026-11-20T05:59:59.999Z') }),
      id: 'q3',
    };
    expect(inboxCsvRow(quote, NOW)[6]).toBe('Vencida');
  });
});

describe('the inbox CSV', () => {
  it('writes the header and a row per quote; customer text a spreadsheet would run as a formula is defused', () => {
    const quote = {
      ...makeQuote({
        status: 'requested',
        quote_number: 'COT-2026-000009',
        request_details: makeRequestDetails({
          contact_name: '@SUM(A1)',
          company: '=HYPERLINK("http://malo")',
          delivery_city: '-Monterrey',
        }),
      }),
      id: 'q3',
    };
    const [header, line] = listCsvText(inboxTable([quote], NOW)).split('\r\n');
    expect(header).toBe(`\uFEFF${INBOX_CSV_HEADER.join(',')}`);
    expect(line).toMatch(
      /^COT-2026-000009,'@SUM\(A1\),"'=HYPERLINK\(""http:\/\/malo""\)",[^,]*,[^,]*,'-Monterrey,Solicitada,/,
    );
  });
});

describe('inboxTable', () => {
  it('holds the CSV rows, the wait as a quantity and the total as an amount for the workbook', () => {
    const table = inboxTable([], new Date(2026, 0, 5));
    expect(table.header).toEqual(INBOX_CSV_HEADER);
    expect(table.kinds[INBOX_CSV_HEADER.indexOf('espera (horas)')]).toBe('quantity');
    expect(table.kinds[INBOX_CSV_HEADER.indexOf('total (MXN)')]).toBe('amount');
    expect(table.kinds.filter((kind) => kind === 'text')).toHaveLength(INBOX_CSV_HEADER.length - 2);
  });
});

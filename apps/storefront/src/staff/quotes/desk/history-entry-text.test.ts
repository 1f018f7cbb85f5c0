import { describe, expect, it } from 'vitest';
import {
  assignHistoryEntry,
  belowCostHistoryEntries,
  changeHistoryEntries,
  discountApprovalHistoryEntry,
  historyActor,
  moveHistoryEntry,
  requoteHistoryEntry,
  type TDeskChangeField,
} from '@voltia/domain';
import { T0 } from '@voltia/domain/testing';
import { historyEntryText } from './history-entry-text';

const mariana = historyActor('uid-m', 'staff', 'Mariana López');
const change = (
  field: TDeskChangeField,
  before: string | number | null,
  after: string | number | null,
  sku: string | null = 'ABC-1',
) => changeHistoryEntries(mariana, [{ field, product_id: sku === null ? null : 'p', sku, before, after }], T0)[0]!;

describe('historyEntryText', () => {
  it('says the sender confirmed lines below their cost, by SKU and margin', () => {
    const [entry] = belowCostHistoryEntries(
      historyActor('uid-staff', 'staff', 'Mariana'),
      [{ product_id: 'p', sku: 'QO330', net_unit_cents: 9000, cost_cents: 9169, margin_bp: -188 }],
      T0,
    );
    expect(historyEntryText(entry!)).toEqual({
      title: 'Confirmó el envío con productos por debajo del costo',
      note: 'SKU QO330: margen −1.88 %',
    });
    expect(belowCostHistoryEntries(historyActor('uid-staff', 'staff', 'Mariana'), [], T0)).toEqual([]);
  });

  it('tells a move with its statuses and its note', () => {
    expect(
      historyEntryText(moveHistoryEntry(mariana, 'request_info', 'in_review', 'info_requested', '¿Qué voltaje?', T0)),
    ).toEqual({
      title: 'Solicitó información al cliente: En revisión → Información requerida',
      note: '¿Qué voltaje?',
    });
  });

  it('formats a change by its field: money, percent, days', () => {
    expect(historyEntryText(change('unit_price', null, 123_450))).toEqual({
      title: 'Precio unitario · SKU ABC-1',
      change: { before: 'Sin precio', after: '$1,234.50' },
    });
    expect(historyEntryText(change('discount', 0, 1250)).change).toEqual({ before: '0 %', after: '12.5 %' });
    expect(historyEntryText(change('delivery', null, 5)).change).toEqual({
      before: 'Por confirmar',
      after: '5 días hábiles',
    });
    expect(historyEntryText(change('quantity', 1, 3)).change).toEqual({ before: '1 unidad', after: '3 unidades' });
  });

  it('formats added and removed lines, the validity day and texts', () => {
    expect(historyEntryText(change('line_added', null, 2))).toEqual({
      title: 'Producto agregado · SKU ABC-1',
      change: { before: '—', after: '2 unidades' },
    });
    expect(historyEntryText(change('line_removed', 4, null)).change).toEqual({ before: '4 unidades', after: '—' });
    expect(historyEntryText(change('validity', '2026-03-25', '2026-04-01', null))).toEqual({
      title: 'Vigencia',
      change: { before: '25 de marzo de 2026', after: '1 de abril de 2026' },
    });
    expect(historyEntryText(change('internal_notes', '', 'x'.repeat(300), null)).change?.before).toBe('(vacío)');
    expect(historyEntryText(change('terms', 'a', 'x'.repeat(300), null)).change?.after).toHaveLength(120);
  });

  it('tells assignments', () => {
    const ricardo = { uid: 'uid-r', name: 'Ricardo Salinas' };
    const me = { uid: 'uid-m', name: 'Mariana López' };
    expect(historyEntryText(assignHistoryEntry(mariana, null, me, T0)).title).toBe(
      'Asignó la cotización a Mariana López',
    );
    expect(historyEntryText(assignHistoryEntry(mariana, me, ricardo, T0)).title).toBe(
      'Reasignó la cotización de Mariana López a Ricardo Salinas',
    );
    expect(historyEntryText(assignHistoryEntry(mariana, ricardo, null, T0)).title).toBe(
      'Quitó la asignación a Ricardo Salinas',
    );
  });

  it('links both quotes of a requote', () => {
    expect(historyEntryText(requoteHistoryEntry(mariana, 'to', 'q2', 'COT-2026-000002', T0))).toEqual({
      title: 'Se volvió a cotizar como COT-2026-000002',
      link: { quoteId: 'q2', label: 'Abrir COT-2026-000002' },
    });
    expect(historyEntryText(requoteHistoryEntry(mariana, 'from', 'q1', 'COT-2026-000001', T0)).title).toBe(
      'Nueva cotización a partir de COT-2026-000001',
    );
  });

  it('tells a discount approval and its revocation, with the discounts', () => {
    const approval = {
      by: { uid: 'uid-r', name: 'Ricardo Salinas' },
      discounts: [{ product_id: 'p', sku: 'ABC-1', discount_bp: 2000 }],
    };
    expect(
      historyEntryText(
        discountApprovalHistoryEntry(historyActor('uid-r', 'staff', 'Ricardo Salinas'), 'approved', approval, T0),
      ),
    ).toEqual({ title: 'Aprobó los descuentos', note: 'SKU ABC-1: 20 %' });
    expect(historyEntryText(discountApprovalHistoryEntry(mariana, 'revoked', approval, T0)).title).toBe(
      'Se revocó la aprobación de descuentos de Ricardo Salinas: un descuento subió después de aprobarse',
    );
  });
});

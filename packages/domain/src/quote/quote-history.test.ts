import { describe, expect, it } from 'vitest';
import { T0, daysAfter } from '../testing/factories';
import {
  assignHistoryEntry,
  changeHistoryEntries,
  compareHistoryEntries,
  discountApprovalHistoryEntry,
  historyActor,
  moveHistoryEntry,
  requoteHistoryEntry,
  ZQuoteHistoryEntry,
} from './quote-history';

const staff = historyActor('s1', 'staff', '  Mariana López ');

describe('quote history entries', () => {
  it('names the actor, with a fallback per role', () => {
    expect(staff).toEqual({ uid: 's1', role: 'staff', name: 'Mariana López' });
    expect(historyActor('x', 'system', null).name).toBe('Sistema');
    expect(historyActor('x', 'staff', ' ').name).toBe('Personal de ventas');
    expect(historyActor('x', 'customer', undefined).name).toBe('Cliente');
  });

  it('a move is on the customer timeline, with its note trimmed (or none)', () => {
    const entry = moveHistoryEntry(staff, 'request_info', 'in_review', 'info_requested', ' ¿Qué calibre? ', T0);
    expect(entry).toEqual({
      at: T0,
      actor: staff,
      kind: 'move',
      visibility: 'customer',
      move: 'request_info',
      from: 'in_review',
      to: 'info_requested',
      note: '¿Qué calibre?',
    });
    expect(moveHistoryEntry(staff, 'start_review', 'requested', 'in_review', '  ', T0)).toMatchObject({ note: null });
    expect(moveHistoryEntry(staff, 'start_review', 'requested', 'in_review', null, T0)).toMatchObject({ note: null });
    expect(ZQuoteHistoryEntry.parse(entry)).toEqual(entry);
  });

  it('a discount approval, given or revoked, is for staff only and names the approver and the discounts', () => {
    const approval = {
      by: { uid: 'r1', name: 'Ricardo Salinas' },
      discounts: [{ product_id: 'p1', sku: 'S1', discount_bp: 2000 }],
    };
    const entry = discountApprovalHistoryEntry(staff, 'revoked', approval, T0);
    expect(entry).toEqual({
      at: T0,
      actor: staff,
      kind: 'discount_approval',
      visibility: 'staff',
      action: 'revoked',
      approver: approval.by,
      discounts: approval.discounts,
    });
    expect(ZQuoteHistoryEntry.parse(entry)).toEqual(entry);
  });

  it('desk changes and assignments are for staff only', () => {
    const [change] = changeHistoryEntries(
      staff,
      [{ field: 'unit_price', product_id: 'p1', sku: 'S1', before: null, after: 1000 }],
      T0,
    );
    expect(change).toEqual({
      at: T0,
      actor: staff,
      kind: 'change',
      visibility: 'staff',
      field: 'unit_price',
      product_id: 'p1',
      sku: 'S1',
      before: null,
      after: 1000,
    });
    const assign = assignHistoryEntry(staff, null, { uid: 's1', name: 'Mariana López' }, T0);
    expect(assign).toMatchObject({ kind: 'assign', visibility: 'staff', before: null });
    for (const entry of [change, assign]) expect(ZQuoteHistoryEntry.safeParse(entry).success).toBe(true);
  });

  it('a requote links both quotes on the customer timeline', () => {
    const entry = requoteHistoryEntry(staff, 'to', 'q-new', 'COT-2026-000002', T0);
    expect(entry).toMatchObject({
      kind: 'requote',
      visibility: 'customer',
      direction: 'to',
      quote_id: 'q-new',
      quote_number: 'COT-2026-000002',
    });
    expect(ZQuoteHistoryEntry.safeParse(entry).success).toBe(true);
  });

  it('the schema refuses a customer-visible price change', () => {
    const [change] = changeHistoryEntries(
      staff,
      [{ field: 'unit_price', product_id: 'p1', sku: 'S1', before: 1, after: 2 }],
      T0,
    );
    expect(ZQuoteHistoryEntry.safeParse({ ...change, visibility: 'customer' }).success).toBe(false);
  });

  it('orders oldest first', () => {
    const later = moveHistoryEntry(staff, 'send', 'in_review', 'sent', null, daysAfter(1));
    const earlier = moveHistoryEntry(staff, 'start_review', 'requested', 'in_review', null, T0);
    expect([later, earlier].sort(compareHistoryEntries)).toEqual([earlier, later]);
  });
});

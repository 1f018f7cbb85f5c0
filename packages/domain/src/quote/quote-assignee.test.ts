import { describe, expect, it } from 'vitest';
import { OWNER_UID, STAFF_UID, T0, daysAfter, makeQuote } from '../testing/factories';
import { assignQuote, staffDisplayName, ZStaffMember } from './quote-assignee';

const requested = makeQuote({ status: 'requested', submitted_at: T0 });
const staff = { role: 'staff' as const, uid: STAFF_UID };
const mariana = { uid: STAFF_UID, name: 'Mariana' };

describe('assignQuote', () => {
  it('staff assign a requested quote to a staff member, or to nobody', () => {
    const assigned = assignQuote(requested, staff, mariana, daysAfter(1));
    expect(assigned.ok && assigned.value).toMatchObject({
      assignee: mariana,
      updated_at: daysAfter(1),
      status: 'requested',
    });
    if (!assigned.ok) return;
    const released = assignQuote(assigned.value, staff, null, daysAfter(2));
    expect(released.ok && released.value.assignee).toBeNull();
  });

  it('leaves the quote untouched when the assignee does not change', () => {
    const quote = { ...requested, assignee: mariana };
    const again = assignQuote(quote, staff, { ...mariana, name: 'otro nombre' }, daysAfter(1));
    expect(again.ok && again.value).toBe(quote);
  });

  it('refuses customers and drafts', () => {
    const byCustomer = assignQuote(requested, { role: 'customer', uid: OWNER_UID }, mariana, T0);
    expect(!byCustomer.ok && byCustomer.error.code).toBe('quote/forbidden');
    const draft = assignQuote(makeQuote(), staff, mariana, T0);
    expect(!draft.ok && draft.error.code).toBe('quote/invalid-move');
  });
});

describe('staff members', () => {
  it('display name: the name, else the email user', () => {
    expect(staffDisplayName('  Mariana   López ', 'ventas@voltia.example')).toBe('Mariana López');
    expect(staffDisplayName(null, 'ventas@voltia.example')).toBe('ventas');
    expect(staffDisplayName('', '@voltia.example')).toBe('Personal');
  });

  it('ZStaffMember needs an email', () => {
    expect(ZStaffMember.safeParse({ uid: 'u', name: 'N', email: 'x', updated_at: T0 }).success).toBe(false);
    expect(ZStaffMember.safeParse({ uid: 'u', name: 'N', email: 'n@voltia.example', updated_at: T0 }).success).toBe(
      true,
    );
  });
});

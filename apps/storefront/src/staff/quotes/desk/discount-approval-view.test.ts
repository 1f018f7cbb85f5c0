import { describe, expect, it } from 'vitest';
import { makeDeskLine } from '@voltia/domain/testing';
import { approversText, sendApprovalOf } from './discount-approval-view';

const lines = [makeDeskLine({ product_id: 'p1', sku: 'S1', discount_bp: 2000 })];
const approval = {
  by: { uid: 'uid-r', name: 'Ricardo Salinas' },
  discounts: [{ product_id: 'p1', sku: 'S1', discount_bp: 2000 }],
};
const at = new Date('2026-01-01T00:00:00Z');

describe('sendApprovalOf', () => {
  it('missing, stale, self or nothing, as the quotes function decides', () => {
    expect(sendApprovalOf([makeDeskLine({ discount_bp: 1500 })], null, 'uid-m')).toBeNull();
    expect(sendApprovalOf(lines, null, 'uid-m')).toBe('missing');
    expect(sendApprovalOf([{ ...lines[0]!, discount_bp: 2500 }], approval, 'uid-m')).toBe('stale');
    expect(sendApprovalOf(lines, approval, 'uid-r')).toBe('self');
    expect(sendApprovalOf(lines, approval, 'uid-m')).toBeNull();
  });
});

describe('approversText', () => {
  it('names every staff member but the assignee', () => {
    const staff = [
      { uid: 'uid-m', name: 'Mariana López', email: 'ventas@voltia.example', updated_at: at },
      { uid: 'uid-r', name: 'Ricardo Salinas', email: 'ricardo.salinas@voltia.example', updated_at: at },
    ];
    expect(approversText(staff, { uid: 'uid-m', name: 'Mariana López' })).toBe(
      'Puede aprobarlos otra persona del equipo, que no sea Mariana López: Ricardo Salinas.',
    );
    expect(approversText(null, null)).toBe(
      'Puede aprobarlos otra persona del equipo, que no sea quien envíe la cotización.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { makeDesk, makeDeskLine } from '../../testing/factories';
import { DISCOUNT_APPROVAL_THRESHOLD_BP } from '../../pricing/price-list';
import { formatPercentBp } from '../../money/money';
import { getErrorEntry } from '../../errors/error-catalogue';
import {
  approveDiscounts,
  discountApprovalProblem,
  discountApprovalState,
  discountsNeedingApproval,
  keepDiscountApproval,
} from './discount-approval';
import { applyDeskOps } from './desk-ops';
import type { TDiscountApproval } from './quote-desk';

const RICARDO = { uid: 'uid-ricardo', name: 'Ricardo Salinas' };
const MARIANA = { uid: 'uid-mariana', name: 'Mariana Ortiz' };
const lines = [
  makeDeskLine({ product_id: 'p1', sku: 'S1', discount_bp: 2000 }),
  makeDeskLine({ product_id: 'p2', sku: 'S2', discount_bp: DISCOUNT_APPROVAL_THRESHOLD_BP }),
  makeDeskLine({ product_id: 'p3', sku: 'S3', discount_bp: 0 }),
];
const approval: TDiscountApproval = { by: RICARDO, discounts: [{ product_id: 'p1', sku: 'S1', discount_bp: 2000 }] };

describe('discountsNeedingApproval', () => {
  it('lists the lines whose discount is above 15 % (15 % itself is fine)', () => {
    expect(discountsNeedingApproval(lines)).toEqual([{ product_id: 'p1', sku: 'S1', discount_bp: 2000 }]);
    expect(discountsNeedingApproval([makeDeskLine({ discount_bp: DISCOUNT_APPROVAL_THRESHOLD_BP + 1 })])).toHaveLength(
      1,
    );
  });
});

describe('discountApprovalState', () => {
  it('not needed, missing, approved, and stale once a discount goes past what was approved', () => {
    expect(discountApprovalState(lines.slice(1), null)).toEqual({ kind: 'not-needed' });
    expect(discountApprovalState(lines, undefined).kind).toBe('missing');
    expect(discountApprovalState(lines, approval).kind).toBe('approved');
    // Lowering an approved discount stays approved; raising it, or a new large one, does not.
    expect(discountApprovalState([{ ...lines[0]!, discount_bp: 1800 }], approval).kind).toBe('approved');
    const raised = discountApprovalState([{ ...lines[0]!, discount_bp: 2500 }], approval);
    expect(raised).toMatchObject({ kind: 'stale', uncovered: [{ product_id: 'p1', discount_bp: 2500 }] });
    expect(
      discountApprovalState([...lines, makeDeskLine({ product_id: 'p4', sku: 'S4', discount_bp: 1600 })], approval),
    ).toMatchObject({ kind: 'stale', uncovered: [{ sku: 'S4' }] });
  });
});

describe('approveDiscounts', () => {
  it('another staff member approves the discounts as they are now', () => {
    expect(
      approveDiscounts(lines, null, 'in_review', MARIANA.uid, RICARDO, [{ product_id: 'p1', discount_bp: 2000 }]),
    ).toEqual({ ok: true, value: approval });
    // A stale approval is replaced by one that covers the new discounts.
    const raised = [{ ...lines[0]!, discount_bp: 3000 }];
    expect(
      approveDiscounts(raised, approval, 'in_review', null, RICARDO, [{ product_id: 'p1', discount_bp: 3000 }]),
    ).toEqual({ ok: true, value: { by: RICARDO, discounts: [{ product_id: 'p1', sku: 'S1', discount_bp: 3000 }] } });
  });

  it.each([
    ['nothing needs approval', lines.slice(1), null, 'in_review', MARIANA.uid, RICARDO, 'desk/approval-not-needed'],
    ['already approved', lines, approval, 'in_review', MARIANA.uid, RICARDO, 'desk/approval-not-needed'],
    [
      'the assignee approving their own quote',
      lines,
      null,
      'in_review',
      MARIANA.uid,
      MARIANA,
      'desk/approval-own-quote',
    ],
    ['a quote that was sent', lines, null, 'sent', MARIANA.uid, RICARDO, 'desk/not-editable'],
    [
      'discounts other than the ones seen',
      [{ ...lines[0]!, discount_bp: 2500 }],
      null,
      'in_review',
      MARIANA.uid,
      RICARDO,
      'desk/approval-changed',
    ],
  ] as const)('refused: %s', (_name, theLines, current, status, assignee, approver, code) => {
    const result = approveDiscounts(theLines, current, status, assignee, approver, [
      { product_id: 'p1', discount_bp: 2000 },
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});

describe('keepDiscountApproval', () => {
  it('keeps a covering approval and revokes one that no longer covers', () => {
    expect(keepDiscountApproval(lines, approval)).toEqual({ approval, revoked: null });
    expect(keepDiscountApproval([{ ...lines[0]!, discount_bp: 2100 }], approval)).toEqual({
      approval: null,
      revoked: approval,
    });
    expect(keepDiscountApproval(lines, null)).toEqual({ approval: null, revoked: null });
  });

  it('applyDeskOps revokes it when a desk edit raises an approved discount, and keeps it for other edits', () => {
    const desk = makeDesk({ lines, discount_approval: approval });
    const kept = applyDeskOps(
      desk,
      'in_review',
      [{ op: 'set_line', product_id: 'p3', quantity: 9 }],
      new Map(),
      new Date(),
    );
    expect(kept.ok && kept.value.desk.discount_approval).toEqual(approval);
    expect(kept.ok && kept.value.revokedApproval).toBeNull();
    const raised = applyDeskOps(
      desk,
      'in_review',
      [{ op: 'set_line', product_id: 'p1', discount_bp: 2200 }],
      new Map(),
      new Date(),
    );
    expect(raised.ok && raised.value.desk.discount_approval).toBeNull();
    expect(raised.ok && raised.value.revokedApproval).toEqual(approval);
  });
});

describe('discountApprovalProblem (the send check)', () => {
  it('refuses a send without approval, with a stale one, or by the approver; passes otherwise', () => {
    expect(discountApprovalProblem(lines.slice(1), null, MARIANA.uid)).toBeUndefined();
    expect(discountApprovalProblem(lines, null, MARIANA.uid)?.code).toBe('quote/discount-approval-required');
    expect(discountApprovalProblem([{ ...lines[0]!, discount_bp: 2500 }], approval, MARIANA.uid)?.code).toBe(
      'quote/discount-approval-stale',
    );
    expect(discountApprovalProblem(lines, approval, RICARDO.uid)?.code).toBe('quote/discount-approval-self');
    expect(discountApprovalProblem(lines, approval, MARIANA.uid)).toBeUndefined();
  });

  it('its Spanish message names the threshold the domain uses', () => {
    expect(getErrorEntry('quote/discount-approval-required').message).toContain(
      formatPercentBp(DISCOUNT_APPROVAL_THRESHOLD_BP),
    );
  });
});

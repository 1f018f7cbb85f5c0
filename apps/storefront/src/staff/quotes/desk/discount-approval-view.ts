import {
  discountApprovalState,
  type TDeskLine,
  type TDiscountApproval,
  type TStaffMember,
  type TStaffRef,
} from '@voltia/domain';
import type { TSendApproval } from './send-blockers';

/** What the discount approval asks of `uid` before sending (null: nothing). The quotes function checks the same. */
export function sendApprovalOf(
  lines: readonly TDeskLine[],
  approval: TDiscountApproval | null | undefined,
  uid: string,
): TSendApproval | null {
  const state = discountApprovalState(lines, approval);
  switch (state.kind) {
    case 'not-needed':
      return null;
    case 'missing':
    case 'stale':
      return state.kind;
    case 'approved':
      return state.approval.by.uid === uid ? 'self' : null;
  }
}

/**
 * Who may approve: every staff member but the one the quote is assigned to (who will send it).
 * "Puede aprobarlos: Ricardo Salinas." or, when the back-office knows nobody else yet, who that is.
 */
export function approversText(staff: readonly TStaffMember[] | null, assignee: TStaffRef | null): string {
  const others = (staff ?? []).filter((member) => member.uid !== assignee?.uid).map((member) => member.name);
  const who =
    assignee === null
      ? 'otra persona del equipo, que no sea quien envíe la cotización'
      : `otra persona del equipo, que no sea ${assignee.name}`;
  return others.length === 0 ? `Puede aprobarlos ${who}.` : `Puede aprobarlos ${who}: ${others.join(', ')}.`;
}

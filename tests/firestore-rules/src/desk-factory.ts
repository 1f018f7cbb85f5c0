import {
  assignHistoryEntry,
  historyActor,
  moveHistoryEntry,
  newQuoteDesk,
  newQuoteMessage,
  unwrapResult,
  type TQuoteDocument,
  type TStaffMember,
} from '@voltia/domain';
import { makeCartLine } from '@voltia/domain/testing';

// What the quotes function writes beside a submitted quote (decision 006), built with the domain's
// own builders so the rules are tested against the shapes the function stores.

const STAFF_REF = { uid: 'staff-1', name: 'Ventas Voltia' };

/** The customer's timeline entry of a submit (visibility 'customer'). */
export function submitHistoryEntry(ownerUid: string) {
  return moveHistoryEntry(
    historyActor(ownerUid, 'customer', 'Jorge Treviño'),
    'submit',
    'draft',
    'requested',
    null,
    new Date(),
  );
}

/** A staff-only entry: the quote assigned to staff-1 (visibility 'staff'). */
export function assignmentHistoryEntry() {
  return assignHistoryEntry(historyActor(STAFF_REF.uid, 'staff', STAFF_REF.name), null, STAFF_REF, new Date());
}

/** A staff message on the quote's thread. */
export function staffMessage(quote: TQuoteDocument) {
  return unwrapResult(
    newQuoteMessage(
      quote,
      historyActor(STAFF_REF.uid, 'staff', STAFF_REF.name),
      '¿Necesita la bobina a 220 V o a 127 V?',
      new Date(),
    ),
  );
}

/** The desk a submitted quote starts with, plus an internal note the customer must never read. */
export function quoteDeskDoc() {
  return {
    ...newQuoteDesk([makeCartLine({ product_id: 'p-1', quantity: 2 })], new Date()),
    internal_notes: 'Cliente frecuente: margen mínimo 18 %.',
  };
}

export function staffMemberDoc(uid = STAFF_REF.uid): TStaffMember {
  return { uid, name: STAFF_REF.name, email: 'ventas@voltia.example', updated_at: new Date() };
}

import { historyActor, isStaffUser, staffDisplayName } from '@voltia/domain';
import type { THistoryActor, TQuoteActor, TQuoteDocument, TStaffRef } from '@voltia/domain';
import type { TIdTokenCaller } from '../http/id-token-caller';

/**
 * The lifecycle actor of a verified caller: staff by the domain's staff gate (company domain and a
 * verified email), otherwise a customer, anonymous or not. Never what the client says of itself.
 */
export function quoteActorOf(caller: TIdTokenCaller): TQuoteActor {
  if (isStaffUser({ email: caller.email, emailVerified: caller.emailVerified }))
    return { role: 'staff', uid: caller.uid };
  return { role: 'customer', uid: caller.uid, isAnonymous: caller.isAnonymous };
}

/** A staff caller as quotes name them (assignee, history). */
export function staffRefOf(caller: TIdTokenCaller): TStaffRef {
  return { uid: caller.uid, name: staffDisplayName(caller.name, caller.email ?? '') };
}

/** Who the history says acted: staff by their name; a customer by the quote's customer name. */
export function historyActorOf(caller: TIdTokenCaller, quote: Pick<TQuoteDocument, 'customer'>): THistoryActor {
  const actor = quoteActorOf(caller);
  return historyActor(
    caller.uid,
    actor.role,
    actor.role === 'staff' ? staffRefOf(caller).name : quote.customer.nameOfClient,
  );
}

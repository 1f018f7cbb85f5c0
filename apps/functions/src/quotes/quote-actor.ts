import { isStaffUser } from '@voltia/domain';
import type { TQuoteActor } from '@voltia/domain';
import type { TIdTokenCaller } from '../http/id-token-caller';

/**
 * The lifecycle actor of a verified caller: staff by the domain's staff gate (company domain and a
 * verified email), otherwise a customer, anonymous or not. Never what the client says of itself.
 */
export function quoteActorOf(caller: TIdTokenCaller): TQuoteActor {
  if (isStaffUser({ email: caller.email, emailVerified: caller.emailVerified })) return { role: 'staff', uid: caller.uid };
  return { role: 'customer', uid: caller.uid, isAnonymous: caller.isAnonymous };
}

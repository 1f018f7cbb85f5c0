// Test data for the quotes function's unit tests that only the functions need: who calls (an ID
// token's claims) and when. Quotes, lines and request details come from '@voltia/domain/testing'.
// Not bundled.
import { T0 } from '@voltia/domain/testing';
import type { TIdTokenCaller } from '../http/id-token-caller';

/** Two hours after the domain factories' T0: when a test's move or submit happens. */
export const LATER = new Date(T0.getTime() + 2 * 3_600_000);

export function makeCaller(overrides: Partial<TIdTokenCaller> = {}): TIdTokenCaller {
  return {
    uid: 'uid-ana',
    email: 'ana@cliente.example',
    emailVerified: true,
    name: 'Ana López',
    isAnonymous: false,
    ...overrides,
  };
}
export const ANA = makeCaller();
export const EVE = makeCaller({ uid: 'uid-eve', email: 'eve@otro.example', name: 'Eve' });
export const STAFF = makeCaller({ uid: 'uid-staff', email: 'ventas@voltia.example', name: 'Ventas' });
export const anonymousCaller = (uid: string) =>
  makeCaller({ uid, email: undefined, emailVerified: false, name: undefined, isAnonymous: true });

import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** The people the rules must tell apart, as Auth emulator tokens would describe them. */
export function actorsOf(env: RulesTestEnvironment) {
  return {
    visitor: () => env.unauthenticatedContext().firestore(),
    anonymous: (uid = 'anon-1') => env.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore(),
    customer: (uid = 'customer-1') =>
      env.authenticatedContext(uid, { email: `${uid}@cliente.example`, email_verified: true, firebase: { sign_in_provider: 'password' } }).firestore(),
    staff: (uid = 'staff-1') =>
      env.authenticatedContext(uid, { email: 'ventas@voltia.example', email_verified: true, firebase: { sign_in_provider: 'password' } }).firestore(),
    /** Company address, but never verified: anyone can register such an account. */
    unverifiedStaff: () =>
      env.authenticatedContext('fake-staff', { email: 'ventas@voltia.example', email_verified: false, firebase: { sign_in_provider: 'password' } }).firestore(),
    /** Verified, on a look-alike domain. */
    lookalikeStaff: () =>
      env.authenticatedContext('lookalike', { email: 'ventas@voltia.example.evil.com', email_verified: true, firebase: { sign_in_provider: 'password' } }).firestore(),
  };
}

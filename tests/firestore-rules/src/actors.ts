import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** The people the rules must tell apart, as Auth emulator tokens would describe them. */
export function actorsOf(env: RulesTestEnvironment) {
  return {
    visitor: () => env.unauthenticatedContext().firestore(),
    anonymous: (uid = 'anon-1') => env.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore(),
    customer: (uid = 'customer-1') =>
      env.authenticatedContext(uid, { email: `${uid}@cliente.example`, email_verified: true, firebase: { sign_in_provider: 'password' } }).firestore(),
    /** Signed in with a confirmed phone number (no email), as Auth's phone provider issues it. */
    phoneCustomer: (uid = 'phone-1', phone = '+525512345678') =>
      env.authenticatedContext(uid, { phone_number: phone, firebase: { sign_in_provider: 'phone' } }).firestore(),
    /** An email account that also linked a confirmed phone. */
    customerWithPhone: (uid = 'customer-1', phone = '+525512345678') =>
      env
        .authenticatedContext(uid, { email: `${uid}@cliente.example`, email_verified: true, phone_number: phone, firebase: { sign_in_provider: 'password' } })
        .firestore(),
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

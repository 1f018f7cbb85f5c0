import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** The people the rules must tell apart, as Auth emulator tokens would describe them. */
export function actorsOf(env: RulesTestEnvironment) {
  return {
    visitor: () => env.unauthenticatedContext().firestore(),
    anonymous: (uid = 'anon-1') =>
      env.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore(),
    customer: (uid = 'customer-1') =>
      env
        .authenticatedContext(uid, {
          email: `${uid}@cliente.example`,
          email_verified: true,
          firebase: { sign_in_provider: 'password' },
        })
        .firestore(),
    /** Signed in with a confirmed phone number (no email), as Auth's phone provider issues it. */
    phoneCustomer: (uid = 'phone-1', phone = '+525512345678') =>
      env.authenticatedContext(uid, { phone_number: phone, firebase: { sign_in_provider: 'phone' } }).firestore(),
    /** An email account that also linked a confirmed phone. */
    customerWithPhone: (uid = 'customer-1', phone = '+525512345678') =>
      env
        .authenticatedContext(uid, {
          email: `${uid}@cliente.example`,
          email_verified: true,
          phone_number: phone,
          firebase: { sign_in_provider: 'password' },
        })
        .firestore(),
    staff: (uid = 'staff-1') =>
      env
        .authenticatedContext(uid, {
          email: 'ventas@voltia.example',
          email_verified: true,
          firebase: { sign_in_provider: 'password' },
        })
        .firestore(),
    /** Company address, but never verified: anyone can register such an account. */
    unverifiedStaff: () =>
      env
        .authenticatedContext('fake-staff', {
          email: 'ventas@voltia.example',
          email_verified: false,
          firebase: { sign_in_provider: 'password' },
        })
        .firestore(),
    /** Verified, on a look-alike domain. */
    lookalikeStaff: () =>
      env
        .authenticatedContext('lookalike', {
          email: 'ventas@voltia.example.evil.com',
          email_verified: true,
          firebase: { sign_in_provider: 'password' },
        })
        .firestore(),
  };
}

/** The Firestore of one actor, as the rules see its requests. */
export type TActorDb = ReturnType<ReturnType<typeof actorsOf>['visitor']>;

/** How to make one actor's Firestore; a test loop names its actors before the environment exists. */
export type TActorOf = (env: RulesTestEnvironment) => TActorDb;

/**
 * Everyone the rules must refuse what belongs to one customer and to staff, by name, for attack
 * tests: another customer, visitors signed in anonymously or not at all, an unverified company
 * address and a look-alike domain.
 */
export const OUTSIDERS: readonly (readonly [string, TActorOf])[] = [
  ['another customer', (env) => actorsOf(env).customer('customer-2')],
  ['an anonymous visitor', (env) => actorsOf(env).anonymous()],
  ['a visitor who is not signed in', (env) => actorsOf(env).visitor()],
  ['an unverified @voltia.example account', (env) => actorsOf(env).unverifiedStaff()],
  ['a look-alike domain', (env) => actorsOf(env).lookalikeStaff()],
];

/** A customer who owns the data at hand, and every outsider: all but staff. */
export function nonStaff(ownerUid: string): (readonly [string, TActorOf])[] {
  return [['the owner', (env) => actorsOf(env).customer(ownerUid)], ...OUTSIDERS];
}

/** All but staff, and verified staff: for paths no client writes. */
export function everyone(ownerUid: string): (readonly [string, TActorOf])[] {
  return [...nonStaff(ownerUid), ['verified staff', (env) => actorsOf(env).staff()]];
}

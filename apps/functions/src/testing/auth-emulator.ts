import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';

/** Helpers for integration tests that sign users up and in through the Auth emulator's REST API. */
const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const accountsUrl = (method: string) =>
  `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`;

export type TEmulatorSession = { readonly uid: string; readonly idToken: string; readonly email: string };

async function call(method: string, body: Record<string, unknown>): Promise<TEmulatorSession> {
  const res = await fetch(accountsUrl(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as {
    localId?: string;
    idToken?: string;
    email?: string;
    error?: { message: string };
  };
  if (!res.ok || json.localId === undefined || json.idToken === undefined)
    throw new Error(`Auth emulator ${method} failed: ${JSON.stringify(json.error ?? json)}`);
  return { uid: json.localId, idToken: json.idToken, email: json.email ?? '' };
}

export const TEST_PASSWORD = 'Voltia-prueba-123';

/** A fresh address on a customer domain (never the company's). */
export const uniqueEmail = (prefix = 'cliente') => `${prefix}-${randomUUID().slice(0, 12)}@cliente.example`;

/**
 * A new email account, signed in. The token sign-up itself returns is not used: the Auth emulator
 * stamps it with the time the request began (auth_time, in seconds) and marks the account's tokens
 * valid from a moment later (validSince, in seconds), so when a second turns between the two (a busy
 * machine) the Admin SDK's revocation check refuses the fresh account's first token as revoked. A
 * sign-in's token carries the sign-in's time, after it.
 */
export async function emulatorSignUp(
  email: string,
  password = TEST_PASSWORD,
  displayName?: string,
): Promise<TEmulatorSession> {
  await call('signUp', {
    email,
    password,
    returnSecureToken: true,
    ...(displayName === undefined ? {} : { displayName }),
  });
  return emulatorSignIn(email, password);
}

export const emulatorSignIn = (email: string, password = TEST_PASSWORD) =>
  call('signInWithPassword', { email, password, returnSecureToken: true });

/** A visitor's anonymous user (the storefront's first add): its uid and an ID token with sign_in_provider 'anonymous'. */
export const emulatorSignUpAnonymously = () => call('signUp', { returnSecureToken: true });

/**
 * Links an email and password to an anonymous user, as registration does: the uid stays.
 * Returns a fresh session signed in with the password, whose token no longer says 'anonymous'.
 */
export async function emulatorLinkEmail(
  anonymousIdToken: string,
  email: string,
  password = TEST_PASSWORD,
): Promise<TEmulatorSession> {
  await call('signUp', { idToken: anonymousIdToken, email, password, returnSecureToken: true });
  return emulatorSignIn(email, password);
}

/** A signed-up user whose email Auth reports verified, signed in again so the ID token says email_verified. */
export async function emulatorVerifiedSession(
  auth: Auth,
  email = uniqueEmail(),
  displayName?: string,
): Promise<TEmulatorSession> {
  const { uid } = await emulatorSignUp(email, TEST_PASSWORD, displayName);
  await auth.updateUser(uid, { emailVerified: true });
  return emulatorSignIn(email);
}

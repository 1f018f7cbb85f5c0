import { randomUUID } from 'node:crypto';

/** Helpers for integration tests that sign users up and in through the Auth emulator's REST API. */
const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const accountsUrl = (method: string) => `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`;

export type TEmulatorSession = { readonly uid: string; readonly idToken: string; readonly email: string };

async function call(method: string, body: Record<string, unknown>): Promise<TEmulatorSession> {
  const res = await fetch(accountsUrl(method), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { localId?: string; idToken?: string; email?: string; error?: { message: string } };
  if (!res.ok || json.localId === undefined || json.idToken === undefined) throw new Error(`Auth emulator ${method} failed: ${JSON.stringify(json.error ?? json)}`);
  return { uid: json.localId, idToken: json.idToken, email: json.email ?? '' };
}

export const TEST_PASSWORD = 'Voltia-prueba-123';

/** A fresh address on a customer domain (never the company's). */
export const uniqueEmail = (prefix = 'cliente') => `${prefix}-${randomUUID().slice(0, 12)}@cliente.example`;

export const emulatorSignUp = (email: string, password = TEST_PASSWORD, displayName?: string) =>
  call('signUp', { email, password, returnSecureToken: true, ...(displayName === undefined ? {} : { displayName }) });

export const emulatorSignIn = (email: string, password = TEST_PASSWORD) => call('signInWithPassword', { email, password, returnSecureToken: true });

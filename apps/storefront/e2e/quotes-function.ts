import { PASSWORD } from './account-steps';
import { createEmailAccount, uniqueEmail } from './auth-emulator';
import { FUNCTIONS_REGION } from '@voltia/domain';

// The journeys' calls to the quotes function, and the accounts that make them: ID tokens from the
// Auth emulator, requests from the storefront's origin, as the browser makes them.

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through scripts/emulators.mjs`);
  return value;
}

const project = () => process.env.GCLOUD_PROJECT ?? 'demo-voltia';
const identityUrl = (method: string) =>
  `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/${method}?key=demo-api-key`;
// The functions accept calls from the storefront's origin (CORS).
const STOREFRONT_ORIGIN = 'http://127.0.0.1:3000';

/** The URL of a route of the quotes function on the Functions emulator. */
export function quotesUrl(route: string): string {
  return `${required('FUNCTIONS_EMULATOR_ORIGIN')}/${project()}/${FUNCTIONS_REGION}/quotes${route}`;
}

export type TQuotesAnswer = {
  status: number;
  body: {
    quoteId?: string;
    status?: string;
    quote_number?: string;
    changes?: number;
    error?: { code: string; message: string };
  };
};

/** POSTs to the quotes function as the holder of `idToken`; a non-JSON answer (a PDF) has an empty body. */
export async function callQuotes(route: string, body: unknown, idToken: string): Promise<TQuotesAnswer> {
  const res = await fetch(quotesUrl(route), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: STOREFRONT_ORIGIN, Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') && text !== '';
  return { status: res.status, body: json ? JSON.parse(text) : {} };
}

/** Like callQuotes, throwing unless the function answers 200. */
export async function callQuotesOk(route: string, body: unknown, idToken: string): Promise<TQuotesAnswer['body']> {
  const answer = await callQuotes(route, body, idToken);
  if (answer.status !== 200)
    throw new Error(`quotes${route} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export type TSession = {
  readonly uid: string;
  readonly email: string;
  readonly name: string;
  readonly idToken: string;
};

async function identity<T>(method: string, body: Record<string, unknown>, admin = false): Promise<T> {
  const res = await fetch(identityUrl(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(admin ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Auth emulator ${method} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs an email account in and answers its session (uid and ID token). */
export async function sessionFor(email: string, password: string, name: string): Promise<TSession> {
  const { localId, idToken } = await identity<{ localId: string; idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: localId, email, name, idToken };
}

/** A new customer account (email and password, as registered), with an ID token for the functions. */
export async function createCustomer(label: string, name = 'Elena Comprador'): Promise<TSession> {
  const email = uniqueEmail(label);
  await createEmailAccount(email, PASSWORD, name);
  return sessionFor(email, PASSWORD, name);
}

/**
 * A staff member of its own (a verified company address), so a journey neither leans on nor
 * changes what the demo staff have assigned. Their emails (acceptance, answers) come to this address.
 */
export async function createStaff(name = 'Valeria Ventas Prueba'): Promise<TSession> {
  const email = uniqueEmail('vendedora').replace('@cliente.example', '@voltia.example');
  const uid = await createEmailAccount(email, PASSWORD, name);
  await identity(`projects/${project()}/accounts:update`, { localId: uid, emailVerified: true }, true);
  // Signed in again, so the ID token says email_verified: the staff gate reads it.
  return sessionFor(email, PASSWORD, name);
}

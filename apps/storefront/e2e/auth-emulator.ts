// The Auth emulator's REST endpoints: out-of-band email codes, phone codes and test
// accounts, plus the SMTP sink's messages. Journeys create their own users with unique emails.
const project = () => process.env.GCLOUD_PROJECT ?? 'demo-voltia';
const authOrigin = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the browser tests through scripts/emulators.mjs');
  return `http://${host}`;
};

let counter = 0;
/** An address nobody else uses in this run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${counter}@cliente.example`;
}

/** A phone number nobody else uses in this run (E.164, Mexico). */
export function uniquePhone(): string {
  counter += 1;
  const digits = `${Date.now() % 1e6}${counter % 100}`.padStart(8, '0').slice(-8);
  return `+5255${digits}`;
}

async function identityToolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${authOrigin()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Auth emulator ${method} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Creates an email/password account directly in the emulator (an "existing account"). */
export async function createEmailAccount(email: string, password: string, displayName: string): Promise<string> {
  const { localId } = await identityToolkit<{ localId: string }>('signUp', {
    email,
    password,
    displayName,
    returnSecureToken: true,
  });
  return localId;
}

/** Signs an email account in through the emulator and returns its ID token (to call a function as that user). */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const { idToken } = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

/**
 * Creates a Google account in the emulator, as its pop-up would: the emulator takes the ID token's
 * claims as plain JSON. The pop-up then lists it as an existing account.
 */
export async function createGoogleAccount(email: string, displayName: string): Promise<string> {
  counter += 1;
  const claims = { sub: `e2e-google-${Date.now()}-${counter}`, email, email_verified: true, name: displayName };
  const { localId } = await identityToolkit<{ localId: string }>('signInWithIdp', {
    requestUri: 'http://localhost',
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    returnSecureToken: true,
  });
  return localId;
}

/** Creates an account that signs in with `phoneNumber`, through the emulator's code flow. */
export async function createPhoneAccount(phoneNumber: string): Promise<string> {
  const { sessionInfo } = await identityToolkit<{ sessionInfo: string }>('sendVerificationCode', { phoneNumber });
  const code = await phoneCodeFor(phoneNumber);
  const { localId } = await identityToolkit<{ localId: string }>('signInWithPhoneNumber', { sessionInfo, code });
  return localId;
}

type TOobCode = { email: string; requestType: string; oobLink: string; oobCode: string };

export async function oobCodesFor(email: string): Promise<TOobCode[]> {
  const res = await fetch(`${authOrigin()}/emulator/v1/projects/${project()}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: TOobCode[] };
  return oobCodes.filter((code) => code.email === email);
}

export async function phoneCodeFor(phoneNumber: string): Promise<string | undefined> {
  const res = await fetch(`${authOrigin()}/emulator/v1/projects/${project()}/verificationCodes`);
  const { verificationCodes } = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  return verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
}

type TSinkMessage = {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; mimeType: string; size: number }[];
};

/** Messages the local SMTP sink received for `to`. */
export async function mailTo(to: string): Promise<TSinkMessage[]> {
  const origin = process.env.SMTP_SINK_ORIGIN;
  if (!origin) throw new Error('SMTP_SINK_ORIGIN is not set: run the browser tests through scripts/emulators.mjs');
  const res = await fetch(`${origin}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as TSinkMessage[];
}

// The Auth emulator's REST endpoints (DESIGN 2): out-of-band email codes, phone codes and test
// accounts, plus the SMTP sink's messages. Journeys create their own users with unique emails.
const project = () => process.env.GCLOUD_PROJECT ?? 'demo-voltia';
const authOrigin = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the browser tests through scripts/emulators.mjs');
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

/** Creates an email/password account directly in the emulator (an "existing account"). */
export async function createEmailAccount(email: string, password: string, displayName: string): Promise<string> {
  const res = await fetch(`${authOrigin()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator signUp answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { localId: string }).localId;
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

type TSinkMessage = { to: string[]; subject: string; text: string };

/** Messages the local SMTP sink received for `to`. */
export async function mailTo(to: string): Promise<TSinkMessage[]> {
  const origin = process.env.SMTP_SINK_ORIGIN;
  if (!origin) throw new Error('SMTP_SINK_ORIGIN is not set: run the browser tests through scripts/emulators.mjs');
  const res = await fetch(`${origin}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as TSinkMessage[];
}

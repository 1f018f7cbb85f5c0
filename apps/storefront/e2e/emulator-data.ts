// Reads documents straight from the Firestore emulator's REST API as an administrator
// ("Bearer owner" bypasses the rules), so journeys can check what was stored.
type TFirestoreValue =
  | { stringValue: string }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { timestampValue: string }
  | { mapValue: { fields?: Record<string, TFirestoreValue> } }
  | { arrayValue: { values?: TFirestoreValue[] } };

function decode(value: TFirestoreValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decode);
  return null;
}

function decodeFields(fields: Record<string, TFirestoreValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decode(v)]));
}

/** The emulator's REST URL of the document at `path`. */
function documentUrl(path: string): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-voltia';
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the browser tests through scripts/emulators.mjs');
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `http://${host}/v1/projects/${project}/databases/(default)/documents/${encoded}`;
}

/** The document at `path` in the emulators' project, or null when it does not exist. */
export async function readEmulatorDocument(path: string): Promise<Record<string, unknown> | null> {
  const res = await fetch(documentUrl(path), { headers: { Authorization: 'Bearer owner' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} for ${path}`);
  const body = (await res.json()) as { fields?: Record<string, TFirestoreValue> };
  return decodeFields(body.fields ?? {});
}

/**
 * Writes the document at `path` as an administrator, past the rules: what a forged client write
 * could leave (strings and integers only).
 */
export async function writeEmulatorDocument(path: string, data: Readonly<Record<string, string | number>>): Promise<void> {
  const fields = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === 'number' ? { integerValue: String(value) } : { stringValue: value }]));
  const res = await fetch(documentUrl(path), { method: 'PATCH', headers: { 'Authorization': 'Bearer owner', 'Content-Type': 'application/json' }, body: JSON.stringify({ fields }) });
  if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} writing ${path}`);
}

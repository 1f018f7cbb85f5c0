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

/** The document at `path` in the emulators' project, or null when it does not exist. */
export async function readEmulatorDocument(path: string): Promise<Record<string, unknown> | null> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-voltia';
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the browser tests through scripts/emulators.mjs');
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const res = await fetch(`http://${host}/v1/projects/${project}/databases/(default)/documents/${encoded}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} for ${path}`);
  const body = (await res.json()) as { fields?: Record<string, TFirestoreValue> };
  return decodeFields(body.fields ?? {});
}

// Reads (and, for journeys that set up their own data, writes) documents straight through the
// Firestore emulator's REST API as an administrator ("Bearer owner" bypasses the rules), so
// journeys can check what was stored.
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

function emulatorDocuments(): { base: string; name: (path: string) => string } {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-voltia';
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the browser tests through scripts/emulators.mjs');
  const root = `projects/${project}/databases/(default)/documents`;
  return { base: `http://${host}/v1/${root}`, name: (path) => `${root}/${path}` };
}

const ADMIN = { Authorization: 'Bearer owner' };

/** The document at `path` in the emulators' project, or null when it does not exist. */
export async function readEmulatorDocument(path: string): Promise<Record<string, unknown> | null> {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const res = await fetch(`${emulatorDocuments().base}/${encoded}`, { headers: ADMIN });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} for ${path}`);
  const body = (await res.json()) as { fields?: Record<string, TFirestoreValue> };
  return decodeFields(body.fields ?? {});
}

/** The documents of a top-level collection whose `fieldPath` equals `value` (a structured query, past the rules). */
export async function queryEmulatorDocuments(
  collectionId: string,
  fieldPath: string,
  value: unknown,
): Promise<Record<string, unknown>[]> {
  const structuredQuery = {
    from: [{ collectionId }],
    where: { fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: encode(value) } },
  };
  const res = await fetch(`${emulatorDocuments().base}:runQuery`, {
    method: 'POST',
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
  if (!res.ok)
    throw new Error(`Firestore emulator answered ${res.status} querying ${collectionId}: ${await res.text()}`);
  const rows = (await res.json()) as { document?: { fields?: Record<string, TFirestoreValue> } }[];
  return rows.flatMap((row) => (row.document === undefined ? [] : [decodeFields(row.document.fields ?? {})]));
}

/** Every document directly in a collection (or sub-collection), with its id. */
export async function listEmulatorDocuments(
  collectionPath: string,
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const documents: { id: string; data: Record<string, unknown> }[] = [];
  let pageToken = '';
  do {
    const query = new URLSearchParams({ pageSize: '300', ...(pageToken ? { pageToken } : {}) });
    const res = await fetch(`${emulatorDocuments().base}/${collectionPath}?${query}`, { headers: ADMIN });
    if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} listing ${collectionPath}`);
    const body = (await res.json()) as {
      documents?: { name: string; fields?: Record<string, TFirestoreValue> }[];
      nextPageToken?: string;
    };
    for (const doc of body.documents ?? [])
      documents.push({ id: doc.name.split('/').at(-1) ?? '', data: decodeFields(doc.fields ?? {}) });
    pageToken = body.nextPageToken ?? '';
  } while (pageToken !== '');
  return documents;
}

function encode(value: unknown): TFirestoreValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'object') return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
  throw new Error(`cannot store ${typeof value} in Firestore`);
}

function encodeFields(data: Record<string, unknown>): Record<string, TFirestoreValue> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, encode(v)]));
}

/** Writes whole documents (Dates as timestamps) and deletes others, in one atomic commit. */
export async function commitEmulatorWrites(writes: {
  set?: readonly { path: string; data: Record<string, unknown> }[];
  remove?: readonly string[];
}): Promise<void> {
  const { base, name } = emulatorDocuments();
  const body = {
    writes: [
      ...(writes.set ?? []).map((doc) => ({ update: { name: name(doc.path), fields: encodeFields(doc.data) } })),
      ...(writes.remove ?? []).map((path) => ({ delete: name(path) })),
    ],
  };
  const res = await fetch(`${base}:commit`, {
    method: 'POST',
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} to a commit: ${await res.text()}`);
}

/**
 * Writes the document at `path` whole, as an administrator past the rules: what a forged client
 * write could leave.
 */
export async function writeEmulatorDocument(path: string, data: Readonly<Record<string, unknown>>): Promise<void> {
  await commitEmulatorWrites({ set: [{ path, data: { ...data } }] });
}

/** Writes the given fields of the document at `path` (others stay as they are), past the rules. */
export async function patchEmulatorDocument(path: string, fields: Record<string, unknown>): Promise<void> {
  const { base } = emulatorDocuments();
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const res = await fetch(`${base}/${path.split('/').map(encodeURIComponent).join('/')}?${mask}`, {
    method: 'PATCH',
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: encodeFields(fields) }),
  });
  if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} patching ${path}: ${await res.text()}`);
}

/** Deletes documents (not their sub-collections) past the rules, in one commit. */
export async function deleteEmulatorDocuments(paths: readonly string[]): Promise<void> {
  if (paths.length > 0) await commitEmulatorWrites({ remove: paths });
}

/**
 * Removes a journey's quote with its lines, history, thread and desk, and the order it became with
 * that order's history, so the inboxes other journeys read keep only theirs.
 */
export async function deleteEmulatorQuote(quoteId: string): Promise<void> {
  const parents = [
    ...['cart', 'history', 'messages'].map((sub) => `quote-detail/${quoteId}/${sub}`),
    `orders/${quoteId}/history`,
  ];
  const children = await Promise.all(
    parents.map(async (parent) => (await listEmulatorDocuments(parent)).map((doc) => `${parent}/${doc.id}`)),
  );
  await deleteEmulatorDocuments([
    ...children.flat(),
    `quote-detail/${quoteId}`,
    `quote-desk/${quoteId}`,
    `orders/${quoteId}`,
  ]);
}

/**
 * Moves `catalogue-state/current.epoch`, as the demo seed does: the products a journey writes or
 * deletes past the catalogue function carry no change stamp (and a deletion leaves nothing to read),
 * so the storefront and the catalogue function read the catalogue whole at their next check.
 */
export async function bumpCatalogueEpoch(): Promise<void> {
  const state = await readEmulatorDocument('catalogue-state/current');
  await patchEmulatorDocument('catalogue-state/current', {
    version: Number(state?.version ?? 0) + 1,
    epoch: Number(state?.epoch ?? 0) + 1,
    updated_at: new Date().toISOString(),
  });
}

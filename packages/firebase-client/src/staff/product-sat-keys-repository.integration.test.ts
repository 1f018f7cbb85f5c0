import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, terminate, type Firestore } from 'firebase/firestore';
import { cfdiInvoiceData, type AppError, type TProduct } from '@voltia/domain';
import { makeDeskLine, makeOffer, makeOrder, makeProduct } from '@voltia/domain/testing';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { readProductSatKeys } from './index';

// The customer's refused read below is expected; the SDK would log it as an error.
setLogLevel('silent');

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-voltia';
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PASSWORD = 'Prueba-2026!';

type TClient = { app: FirebaseApp; db: Firestore };

/**
 * A signed-in browser: its own app, email account and Firestore. Staff have a verified address at the
 * company domain (the rules' gate): the Auth emulator marks it verified, and signing in again gives
 * an ID token that says so.
 */
async function client(name: string, staff: boolean): Promise<TClient> {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-api-key' }, `sat-keys-${name}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [host, port] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  const email = `claves-${name}-${Date.now()}@${staff ? 'voltia.example' : 'example.com'}`;
  const { user } = await createUserWithEmailAndPassword(auth, email, PASSWORD);
  if (staff) {
    const res = await fetch(
      `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ localId: user.uid, emailVerified: true }),
      },
    );
    if (!res.ok) throw new Error(`Auth emulator answered ${res.status} verifying ${email}`);
    await signOut(auth);
    await signInWithEmailAndPassword(auth, email, PASSWORD);
  }
  return { app, db };
}

// ---- products as the catalogue function writes them: the Admin ("Bearer owner") past the rules ----

type TValue =
  { nullValue: null } | { stringValue: string } | { booleanValue: boolean } | { arrayValue: { values: TValue[] } };

function encode(value: unknown): TValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { stringValue: String(value) };
}

const documentName = (id: string) =>
  `projects/${PROJECT}/databases/(default)/documents/${FIRESTORE_PATHS.products}/${id}`;

async function commit(writes: readonly ({ update: { name: string; fields: unknown } } | { delete: string })[]) {
  const res = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT}/databases/(default)/documents:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} to a commit: ${await res.text()}`);
}

/** A product as stored: its own SAT keys may also be null or empty in a document written before they were checked. */
type TStoredProduct = Omit<TProduct, 'sat_clave_prod_serv' | 'sat_clave_unidad'> & {
  sat_clave_prod_serv?: string | null;
  sat_clave_unidad?: string | null;
};

const storeProducts = (products: readonly TStoredProduct[]) =>
  commit(
    products.map((product) => ({
      update: {
        name: documentName(product.product_id),
        fields: Object.fromEntries(Object.entries(product).map(([key, value]) => [key, encode(value)])),
      },
    })),
  );

// Products of this run only: the emulators' project also holds the demo catalogue.
const RUN = Math.random().toString(36).slice(2, 8);
const productId = (short: string) => `sat-keys-it-${RUN}-${short}`;

const product = (short: string, overrides: Partial<TStoredProduct>): TStoredProduct => ({
  ...makeProduct({ product_id: productId(short), sku: `SAT-${short.toUpperCase()}` }),
  ...overrides,
});

const OWN_KEYS = product('propia', {
  category_id: 'motores-y-variadores',
  unit: 'pieza',
  sat_clave_prod_serv: '39122001',
  sat_clave_unidad: 'XKI',
});
const CATEGORY_DEFAULT = product('categoria', { category_id: 'cables-y-conductores', unit: 'metro' });
const EMPTY_OWN_KEYS = product('vacia', {
  category_id: 'medicion',
  unit: 'caja',
  sat_clave_prod_serv: '',
  sat_clave_unidad: null,
});
const UNPUBLISHED = product('oculto', { category_id: 'iluminacion', unit: 'pieza', published: false });
const NO_CATEGORY_KEY = product('sin-clave', { category_id: 'proteccion', unit: 'kit' });
// A unit the catalogue does not sell in: not a product the invoice can name.
const BAD_UNIT = {
  ...product('unidad-mala', { category_id: 'medicion' }),
  unit: 'tonelada',
} as unknown as TStoredProduct;
// More than one `in` query's worth (30), each its own category's default.
const MANY = Array.from({ length: 65 }, (_, index) =>
  product(`lote-${String(index).padStart(2, '0')}`, { category_id: 'herramientas', unit: 'juego' }),
);
const STORED = [OWN_KEYS, CATEGORY_DEFAULT, EMPTY_OWN_KEYS, UNPUBLISHED, NO_CATEGORY_KEY, BAD_UNIT, ...MANY];

let staff: TClient;
let customer: TClient;

beforeAll(async () => {
  await storeProducts(STORED);
  staff = await client('staff', true);
  customer = await client('cliente', false);
});

afterAll(async () => {
  for (const c of [staff, customer]) {
    await terminate(c.db);
    await deleteApp(c.app);
  }
  await commit(STORED.map((stored) => ({ delete: documentName(stored.product_id) })));
});

describe("the products' SAT keys, read by staff against the emulators and the rules", () => {
  it("gives each product its own keys, else its category's and unit's; published or not", async () => {
    const keys = await readProductSatKeys(staff.db, [
      OWN_KEYS.product_id,
      CATEGORY_DEFAULT.product_id,
      EMPTY_OWN_KEYS.product_id,
      UNPUBLISHED.product_id,
      NO_CATEGORY_KEY.product_id,
      // Named twice by two lines: read once.
      OWN_KEYS.product_id,
    ]);
    expect(keys).toEqual({
      [OWN_KEYS.product_id]: { clave_prod_serv: '39122001', clave_unidad: 'XKI', unidad: 'Pieza' },
      [CATEGORY_DEFAULT.product_id]: { clave_prod_serv: '26121600', clave_unidad: 'MTR', unidad: 'Metro' },
      [EMPTY_OWN_KEYS.product_id]: { clave_prod_serv: '41113600', clave_unidad: 'XBX', unidad: 'Caja' },
      [UNPUBLISHED.product_id]: { clave_prod_serv: '39101600', clave_unidad: 'H87', unidad: 'Pieza' },
      [NO_CATEGORY_KEY.product_id]: { clave_prod_serv: null, clave_unidad: 'KT', unidad: 'Kit' },
    });
  });

  it('leaves out a product that does not exist or does not parse, so the invoice data refuses its line by SKU', async () => {
    const missing = productId('no-existe');
    const keys = await readProductSatKeys(staff.db, [CATEGORY_DEFAULT.product_id, missing, BAD_UNIT.product_id]);
    expect(Object.keys(keys)).toEqual([CATEGORY_DEFAULT.product_id]);

    const offer = makeOffer([
      makeDeskLine({ product_id: CATEGORY_DEFAULT.product_id, sku: CATEGORY_DEFAULT.sku }),
      makeDeskLine({ product_id: missing, sku: 'SAT-NO-EXISTE' }),
      makeDeskLine({ product_id: BAD_UNIT.product_id, sku: BAD_UNIT.sku }),
    ]);
    const refused = cfdiInvoiceData(makeOrder({ lines: offer.lines, totals: offer.totals }), keys);
    expect(refused.ok).toBe(false);
    expect((refused as { error: AppError }).error.items).toEqual(['SAT-NO-EXISTE', BAD_UNIT.sku]);
  });

  it('reads more products than one `in` query takes, in groups of 30', async () => {
    const keys = await readProductSatKeys(
      staff.db,
      MANY.map((stored) => stored.product_id),
    );
    expect(Object.keys(keys).sort()).toEqual(MANY.map((stored) => stored.product_id).sort());
    for (const stored of MANY)
      expect(keys[stored.product_id]).toEqual({ clave_prod_serv: '27111500', clave_unidad: 'SET', unidad: 'Conjunto' });
  });

  it('asks nothing for no products', async () => {
    expect(await readProductSatKeys(staff.db, [])).toEqual({});
  });

  it("is refused to a customer asking for an unpublished product, as the catalogue's read failure", async () => {
    const error = await readProductSatKeys(customer.db, [CATEGORY_DEFAULT.product_id, UNPUBLISHED.product_id]).then(
      () => {
        throw new Error('a customer read an unpublished product');
      },
      (failure: AppError) => failure,
    );
    expect(error.code).toBe('staff/invoice-data-failed');
    expect(error.userMessage).toContain('datos para factura');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel } from 'firebase/firestore';
import { cfdiInvoiceData, type AppError, type TProduct } from '@voltia/domain';
import { makeDeskLine, makeOffer, makeOrder, makeProduct } from '@voltia/domain/testing';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { closeClients, commitAsAdmin, signedInClient, type TEmulatorClient } from '../emulator-clients';
import { readProductSatKeys } from './index';

// The customer's refused read below is expected; the SDK would log it as an error.
setLogLevel('silent');

/** A product as stored: its own SAT keys may also be null or empty in a document written before they were checked. */
type TStoredProduct = Omit<TProduct, 'sat_clave_prod_serv' | 'sat_clave_unidad'> & {
  sat_clave_prod_serv?: string | null;
  sat_clave_unidad?: string | null;
};

const storeProducts = (products: readonly TStoredProduct[]) =>
  commitAsAdmin(
    products.map((product) => ({ path: `${FIRESTORE_PATHS.products}/${product.product_id}`, data: product })),
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

let staff: TEmulatorClient;
let customer: TEmulatorClient;

beforeAll(async () => {
  await storeProducts(STORED);
  staff = await signedInClient('claves-staff', true);
  customer = await signedInClient('claves-cliente', false);
});

afterAll(async () => {
  await closeClients([staff, customer]);
  await commitAsAdmin(
    STORED.map((stored) => ({ path: `${FIRESTORE_PATHS.products}/${stored.product_id}`, data: null })),
  );
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
      [OWN_KEYS.product_id]: { clave_prod_serv: '39122001', clave_unidad: 'XKI', unidad: 'Kit (Conjunto de piezas)' },
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

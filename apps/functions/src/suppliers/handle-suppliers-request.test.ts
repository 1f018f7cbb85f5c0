import { makeSupplier, makeSupplierFields } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeSupplierStore, makeSuppliersDeps, postSuppliers } from '../testing/fake-supplier-store';
import { ANA, LATER, STAFF, anonymousCaller, makeCaller } from '../testing/quote-factories';

const TOKENS = {
  'token-staff': STAFF,
  'token-ana': ANA,
  'token-anon': anonymousCaller('uid-anon'),
  'token-unverified': makeCaller({ uid: 'uid-fake', email: 'falso@voltia.example', emailVerified: false }),
};
const NORTE = makeSupplier();
const SUR = makeSupplier({
  id: 'electro-sur',
  name: 'Electro Sur',
  tax_id: 'ESU020202CD2',
  email: 'ventas@electrosur.example',
});

function setup(productSupplierIds: readonly (readonly string[])[] = []) {
  const store = fakeSupplierStore({ suppliers: [NORTE, SUR], productSupplierIds });
  return { store, deps: makeSuppliersDeps(store, TOKENS, LATER) };
}
type TDeps = ReturnType<typeof setup>['deps'];
const errorOf = (body: unknown) => (body as { error: { code: string; message: string; fields?: string[] } }).error;
const edit = (overrides = {}) => ({
  id: NORTE.id,
  expected_updated_at: NORTE.updated_at.toISOString(),
  supplier: makeSupplierFields(overrides),
});
const post = (deps: TDeps, path: string, body: unknown, token = 'token-staff') =>
  postSuppliers(deps, path, body, token);

describe('POST /save', () => {
  it('creates a supplier, its id from its name, what staff typed normalised', async () => {
    const { store, deps } = setup();
    const supplier = makeSupplierFields({
      name: 'Peña & Hijos',
      tax_id: 'pen-990101-xy1',
      email: 'a@pena.example',
      phone: '+52 (55) 1234-5678',
    });
    const res = await post(deps, '/save', { expected_updated_at: null, supplier });
    expect(res).toMatchObject({ status: 200, body: { id: 'pena-y-hijos', updated_at: LATER.toISOString() } });
    expect(store.suppliers.get('pena-y-hijos')).toMatchObject({
      tax_id: 'PEN990101XY1',
      phone: '+525512345678',
      updated_at: LATER,
      active: true,
    });
  });

  it('a new supplier whose name is taken gets the next free id', async () => {
    const { store, deps } = setup();
    const res = await post(deps, '/save', {
      expected_updated_at: null,
      supplier: makeSupplierFields({ tax_id: 'ENO010101AB2' }),
    });
    expect(res.body).toMatchObject({ id: 'electro-norte-s-a-de-c-v' });
    const again = await post(deps, '/save', {
      expected_updated_at: null,
      supplier: makeSupplierFields({ tax_id: 'ENO010101AB3' }),
    });
    expect(again.body).toMatchObject({ id: 'electro-norte-s-a-de-c-v-2' });
    expect(store.suppliers.size).toBe(4);
  });

  it('edits a supplier read at its current updated_at', async () => {
    const { store, deps } = setup();
    const res = await post(deps, '/save', edit({ payment_terms: 'Crédito 60 días', lead_time_days: 9 }));
    expect(res).toMatchObject({ status: 200, body: { id: NORTE.id, updated_at: LATER.toISOString() } });
    expect(store.suppliers.get(NORTE.id)).toMatchObject({
      payment_terms: 'Crédito 60 días',
      lead_time_days: 9,
      updated_at: LATER,
    });
  });

  it('an edit of a supplier someone changed meanwhile: 409 supplier/stale, nothing written', async () => {
    const { store, deps } = setup();
    const res = await post(deps, '/save', { ...edit(), expected_updated_at: '2020-01-01T00:00:00.000Z' });
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toMatchObject({
      code: 'supplier/stale',
      message: expect.stringContaining('Lo que escribiste sigue en el formulario'),
    });
    expect(store.writes).toEqual([]);
  });

  it('an RFC another supplier has: 409 with the Spanish message, nothing written; keeping one’s own RFC is fine', async () => {
    const { store, deps } = setup();
    const res = await post(deps, '/save', edit({ tax_id: SUR.tax_id.toLowerCase() }));
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toMatchObject({
      code: 'supplier/duplicate-rfc',
      message: 'Ya hay un proveedor con este RFC.',
    });
    const create = await post(deps, '/save', {
      expected_updated_at: null,
      supplier: makeSupplierFields({ name: 'Otro', tax_id: NORTE.tax_id }),
    });
    expect(create.status).toBe(409);
    expect(store.writes).toEqual([]);
    expect((await post(deps, '/save', edit({ tax_id: NORTE.tax_id }))).status).toBe(200);
  });

  it('bad input: 400 input/invalid in Spanish naming the fields, nothing written', async () => {
    const { store, deps } = setup();
    const bodies = [
      edit({ tax_id: 'ABC019901AB1' }),
      edit({ email: 'no' }),
      { ...edit(), supplier: { ...makeSupplierFields(), cost: 1 } },
      { ...edit(), expected_updated_at: null },
      { expected_updated_at: null, supplier: { name: 'x' } },
      'not json',
      [],
    ];
    for (const body of bodies) {
      const res = await post(deps, '/save', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res.body).message).toMatch(/no (son|es) (JSON )?válid/);
    }
    expect(errorOf((await post(deps, '/save', edit({ tax_id: 'X' }))).body).fields).toEqual(['supplier.tax_id']);
    expect(store.writes).toEqual([]);
  });

  it('an edit of a supplier that no longer exists: 404', async () => {
    const { deps } = setup();
    const res = await post(deps, '/save', { ...edit(), id: 'ya-no-existe' });
    expect(res.status).toBe(404);
    expect(errorOf(res.body).code).toBe('supplier/not-found');
  });
});

describe('the staff gate', () => {
  it('attack: a customer, an anonymous visitor, an unverified company address or no token cannot write', async () => {
    const { store, deps } = setup();
    for (const token of ['token-ana', 'token-anon', 'token-unverified']) {
      for (const [path, body] of [
        ['/save', edit()],
        ['/set-active', { id: NORTE.id, active: false }],
        ['/delete', { id: SUR.id }],
      ] as const) {
        const res = await post(deps, path, body, token);
        expect(res.status, `${token} ${path}`).toBe(403);
        expect(errorOf(res.body)).toMatchObject({
          code: 'staff/forbidden',
          message: 'Solo el personal de la empresa puede hacer este cambio.',
        });
      }
    }
    expect((await postSuppliers(deps, '/save', edit(), undefined)).status).toBe(401);
    expect((await post(deps, '/save', edit(), 'forged')).status).toBe(401);
    expect((await post(deps, '/other', {})).status).toBe(404);
    expect(store.writes).toEqual([]);
  });
});

describe('POST /set-active', () => {
  it('deactivates and reactivates; setting what it is writes nothing', async () => {
    const { store, deps } = setup();
    expect(await post(deps, '/set-active', { id: NORTE.id, active: false })).toMatchObject({
      status: 200,
      body: { id: NORTE.id, updated_at: LATER.toISOString() },
    });
    expect(store.suppliers.get(NORTE.id)?.active).toBe(false);
    await post(deps, '/set-active', { id: NORTE.id, active: false });
    expect(store.writes).toHaveLength(1);
    await post(deps, '/set-active', { id: NORTE.id, active: true });
    expect(store.suppliers.get(NORTE.id)?.active).toBe(true);
    expect((await post(deps, '/set-active', { id: NORTE.id, active: 'no' })).status).toBe(400);
    expect((await post(deps, '/set-active', { id: 'nadie', active: true })).status).toBe(404);
  });
});

describe('POST /delete', () => {
  it('refuses a supplier products still link, naming the count: 409, nothing written', async () => {
    const { store, deps } = setup([[NORTE.id], [NORTE.id, SUR.id], ['otro'], [NORTE.id]]);
    const res = await post(deps, '/delete', { id: NORTE.id });
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toMatchObject({
      code: 'supplier/has-products',
      message:
        'No se puede eliminar este proveedor: tiene 3 productos vinculados. Desvincúlalo de esos productos en el catálogo, o desactívalo.',
      items: ['3'],
    });
    expect(store.writes).toEqual([]);
    expect(errorOf((await post(deps, '/delete', { id: SUR.id })).body).message).toContain('tiene 1 producto vinculado');
  });

  it('deletes a supplier no product links', async () => {
    const { store, deps } = setup([[SUR.id]]);
    expect(await post(deps, '/delete', { id: NORTE.id })).toMatchObject({
      status: 200,
      body: { id: NORTE.id, deleted: true },
    });
    expect(store.suppliers.has(NORTE.id)).toBe(false);
    expect((await post(deps, '/delete', { id: NORTE.id })).status).toBe(404);
    expect((await post(deps, '/delete', { id: '../x' })).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc, setLogLevel } from 'firebase/firestore';
import { AppError, type TFiscalData } from '@voltia/domain';
import { nextValue, signOutAppCustomer, signUpAppCustomer } from '../emulator-clients';
import { getDb } from '../firestore';
import { FIRESTORE_PATHS } from '../firestore-paths';
import {
  deleteDeliverySite,
  saveDeliverySite,
  saveFiscalData,
  subscribeDeliverySites,
  subscribeFiscalData,
  type TSavedDeliverySite,
} from './billing-repository';

// The denied write below is expected; the SDK would log it as an error.
setLogLevel('silent');

const FISCAL = {
  rfc: 'eku9003173c9',
  razon_social: 'Escuela Kemper Urgate',
  regimen_fiscal: '601',
  codigo_postal: '26015',
  uso_cfdi: 'G03',
  invoice_email: 'facturas@kemper.example',
};

const SITE = {
  name: 'Obra Monterrey Centro',
  street: 'Av. Constitución',
  exterior_number: '1500',
  colonia: 'Centro',
  municipio: 'Monterrey',
  estado: 'NLE',
  codigo_postal: '64000',
  receiver_name: 'Ing. Ramiro Treviño',
  receiver_phone: '81 1234 5678',
};

describe('the invoice data and delivery sites, against the emulators and the rules', () => {
  let uid = '';

  beforeAll(async () => {
    uid = await signUpAppCustomer('facturacion');
  });

  afterAll(async () => {
    await signOutAppCustomer();
  });

  it('has no invoice data until it is saved; then it reads back as the domain normalised it', async () => {
    expect(await nextValue<TFiscalData | null>((on, fail) => subscribeFiscalData(getDb(), uid, on, fail))).toBeNull();
    const saved = await saveFiscalData(getDb(), uid, FISCAL);
    expect(saved).toMatchObject({ rfc: 'EKU9003173C9', razon_social: 'ESCUELA KEMPER URGATE' });
    const read = await nextValue<TFiscalData | null>((on, fail) => subscribeFiscalData(getDb(), uid, on, fail));
    expect(read).toEqual(saved);
    const stored = (await getDoc(doc(getDb(), ...FIRESTORE_PATHS.fiscalData(uid)))).data();
    expect(stored?.['updated_at']).toBeDefined();
  });

  it('refuses invalid invoice data before writing, with the field to fix, and leaves the saved data as it was', async () => {
    const error = await saveFiscalData(getDb(), uid, { ...FISCAL, rfc: 'EKU9003173C8', uso_cfdi: 'CN01' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('input/invalid');
    const read = await nextValue<TFiscalData | null>((on, fail) => subscribeFiscalData(getDb(), uid, on, fail));
    expect(read?.rfc).toBe('EKU9003173C9');
  });

  it("another customer's invoice data is refused by the rules, as fiscal/save-failed", async () => {
    const error = await saveFiscalData(getDb(), `${uid}-otro`, FISCAL).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('fiscal/save-failed');
  });

  it('adds, edits and deletes delivery sites, listed by name with the phone stored in E.164', async () => {
    const first = await saveDeliverySite(getDb(), uid, null, SITE);
    await saveDeliverySite(getDb(), uid, null, { ...SITE, name: 'Bodega Apodaca' });
    const list = await nextValue<readonly TSavedDeliverySite[]>((on, fail) =>
      subscribeDeliverySites(getDb(), uid, on, fail),
    );
    expect(list.map((site) => site.name)).toEqual(['Bodega Apodaca', 'Obra Monterrey Centro']);
    expect(list[1]).toMatchObject({ id: first.id, receiver_phone: '+528112345678', interior_number: '', notes: '' });

    const createdAt = (await getDoc(doc(getDb(), ...FIRESTORE_PATHS.deliverySite(uid, first.id)))).data()?.[
      'created_at'
    ];
    await saveDeliverySite(getDb(), uid, first.id, { ...SITE, hours: 'Lunes a viernes de 8:00 a 17:00' });
    const edited = (await getDoc(doc(getDb(), ...FIRESTORE_PATHS.deliverySite(uid, first.id)))).data();
    expect(edited).toMatchObject({ hours: 'Lunes a viernes de 8:00 a 17:00' });
    expect(edited?.['created_at']).toEqual(createdAt);

    await deleteDeliverySite(getDb(), uid, first.id);
    const after = await nextValue<readonly TSavedDeliverySite[]>((on, fail) =>
      subscribeDeliverySites(getDb(), uid, on, fail),
    );
    expect(after.map((site) => site.name)).toEqual(['Bodega Apodaca']);
  });

  it('refuses an invalid site before writing, and a site the rules refuse as site/save-failed', async () => {
    const invalid = await saveDeliverySite(getDb(), uid, null, { ...SITE, estado: 'XX' }).catch((e: unknown) => e);
    expect((invalid as AppError).code).toBe('input/invalid');
    const refused = await saveDeliverySite(getDb(), `${uid}-otro`, null, SITE).catch((e: unknown) => e);
    expect((refused as AppError).code).toBe('site/save-failed');
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import {
  FISCAL_DATA_DOC_ID,
  MEXICAN_STATE_CODES,
  REGIMEN_FISCAL_KEYS,
  USO_CFDI_KEYS,
  USOS_NOT_FOR_SALES_INVOICES,
  ZDeliverySite,
  ZFiscalData,
  type TDeliverySite,
  type TFiscalData,
} from '@voltia/domain';
import { actorsOf, OUTSIDERS, type TActorDb } from './actors';
import { newProfileDoc } from './profile-factory';
import { createRulesTestEnv } from './rules-test-env';

let env: RulesTestEnvironment;
const as = () => actorsOf(env);

beforeAll(async () => {
  env = await createRulesTestEnv('customer-data');
});
afterAll(async () => {
  await env.cleanup();
});

// customer-1 has a profile, fiscal data and one delivery site; customer-3 has a profile and nothing
// else yet. customer-2 is OUTSIDERS' other customer.
const OWNER = 'customer-1';
const NEWCOMER = 'customer-3';
const CREATED = Timestamp.fromDate(new Date('2025-01-15T12:00:00Z'));

const fiscalPath = (uid: string) => `profile-user/${uid}/billing/${FISCAL_DATA_DOC_ID}`;
const sitesPath = (uid: string) => `profile-user/${uid}/delivery-sites`;
const sitePath = (uid: string, siteId = 'site-1') => `${sitesPath(uid)}/${siteId}`;

/** Fiscal data as ZFiscalData stores it (a persona moral: 12-character RFC, régimen 601). */
const FISCAL: TFiscalData = {
  rfc: 'SAT970701NN3',
  razon_social: 'SERVICIO DE ADMINISTRACION TRIBUTARIA',
  regimen_fiscal: '601',
  uso_cfdi: 'G03',
  codigo_postal: '06300',
  invoice_email: 'facturas@constructora-norte.example',
};

/** A delivery site as ZDeliverySite stores it. */
const SITE: TDeliverySite = {
  name: 'Obra Monterrey Centro',
  street: 'Av. Constitución',
  exterior_number: '1500',
  interior_number: '',
  colonia: 'Centro',
  municipio: 'Monterrey',
  estado: 'NLE',
  codigo_postal: '64000',
  receiver_name: 'Jorge Treviño',
  receiver_phone: '+528112345678',
  hours: 'Lunes a viernes de 8:00 a 17:00',
  notes: '',
};

/** The fiscal data document as the storefront writes it, updated_at left to the server. */
function fiscalDoc(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...FISCAL, updated_at: serverTimestamp(), ...overrides };
}

/** A new delivery site document as the storefront writes it, both times left to the server. */
function siteDoc(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...SITE, created_at: serverTimestamp(), updated_at: serverTimestamp(), ...overrides };
}

/** A stored document without one of its keys. */
function without(data: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = data;
  return rest;
}

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const uid of [OWNER, NEWCOMER]) {
      await setDoc(doc(db, `profile-user/${uid}`), { ...newProfileDoc(uid), created_at: CREATED });
    }
    await setDoc(doc(db, fiscalPath(OWNER)), { ...FISCAL, updated_at: CREATED });
    await setDoc(doc(db, sitePath(OWNER)), { ...SITE, created_at: CREATED, updated_at: CREATED });
  });
});

describe('the documents these tests write are what the domain stores', () => {
  it('ZFiscalData and ZDeliverySite keep them as they are', () => {
    expect(ZFiscalData.parse(FISCAL)).toEqual(FISCAL);
    expect(ZDeliverySite.parse(SITE)).toEqual(SITE);
  });
});

describe('fiscal data: profile-user/{uid}/billing/fiscal', () => {
  const fiscalOf = (db: TActorDb, uid = OWNER) => doc(db, fiscalPath(uid));

  it('the owner creates it', async () => {
    await assertSucceeds(setDoc(fiscalOf(as().customer(NEWCOMER), NEWCOMER), fiscalDoc()));
  });

  it('the owner creates it for a persona física, with Ñ or & in the RFC', async () => {
    const db = as().customer(NEWCOMER);
    const fisica = { regimen_fiscal: '612', razon_social: 'CARLOS COSIO' };
    await assertSucceeds(setDoc(fiscalOf(db, NEWCOMER), fiscalDoc({ ...fisica, rfc: 'COSC8001137NA' })));
    await assertSucceeds(setDoc(fiscalOf(db, NEWCOMER), fiscalDoc({ rfc: 'AÑÑ801231JK0' })));
    await assertSucceeds(setDoc(fiscalOf(db, NEWCOMER), fiscalDoc({ rfc: 'A&A050908GT0' })));
  });

  it('the owner reads and rewrites it', async () => {
    const db = as().customer(OWNER);
    const read = await assertSucceeds(getDoc(fiscalOf(db)));
    expect(read.data()?.rfc).toBe(FISCAL.rfc);
    await assertSucceeds(setDoc(fiscalOf(db), fiscalDoc({ uso_cfdi: 'I08', codigo_postal: '64000' })));
    await assertSucceeds(
      updateDoc(fiscalOf(db), { invoice_email: 'cfdi@norte.example', updated_at: serverTimestamp() }),
    );
  });

  it('staff read it', async () => {
    await assertSucceeds(getDoc(fiscalOf(as().staff())));
  });

  it('attack: staff cannot create, update or delete it', async () => {
    const db = as().staff();
    await assertFails(setDoc(fiscalOf(db, NEWCOMER), fiscalDoc()));
    await assertFails(setDoc(fiscalOf(db), fiscalDoc({ uso_cfdi: 'G01' })));
    await assertFails(updateDoc(fiscalOf(db), { uso_cfdi: 'G01', updated_at: serverTimestamp() }));
    await assertFails(deleteDoc(fiscalOf(db)));
  });

  for (const [who, actor] of OUTSIDERS) {
    it(`attack: ${who} cannot read, list, create, update or delete it`, async () => {
      const db = actor(env);
      await assertFails(getDoc(fiscalOf(db)));
      await assertFails(getDocs(collection(db, `profile-user/${OWNER}/billing`)));
      await assertFails(setDoc(fiscalOf(db, NEWCOMER), fiscalDoc()));
      await assertFails(setDoc(fiscalOf(db), fiscalDoc()));
      await assertFails(updateDoc(fiscalOf(db), { uso_cfdi: 'G01', updated_at: serverTimestamp() }));
      await assertFails(deleteDoc(fiscalOf(db)));
    });
  }

  it('attack: an anonymous visitor cannot write fiscal data under their own uid', async () => {
    await assertFails(setDoc(fiscalOf(as().anonymous('anon-1'), 'anon-1'), fiscalDoc()));
  });

  it('attack: nobody deletes it, the owner included', async () => {
    await assertFails(deleteDoc(fiscalOf(as().customer(OWNER))));
  });

  it('attack: the owner cannot write, read or list any other id under billing', async () => {
    const db = as().customer(OWNER);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), `profile-user/${OWNER}/billing/other`), { ...FISCAL, updated_at: CREATED });
    });
    await assertFails(setDoc(doc(db, `profile-user/${OWNER}/billing/fiscal-2`), fiscalDoc()));
    await assertFails(setDoc(doc(db, `profile-user/${OWNER}/billing/FISCAL`), fiscalDoc()));
    await assertFails(getDoc(doc(db, `profile-user/${OWNER}/billing/other`)));
    await assertFails(updateDoc(doc(db, `profile-user/${OWNER}/billing/other`), { uso_cfdi: 'G01' }));
    await assertFails(deleteDoc(doc(db, `profile-user/${OWNER}/billing/other`)));
    await assertFails(getDocs(collection(db, `profile-user/${OWNER}/billing`)));
  });

  const attacks: [string, Record<string, unknown>][] = [
    ['adds a key outside the schema', { verified_by_sat: true }],
    ['sends the RFC as a number', { rfc: 970701 }],
    ['sends the régimen as a number', { regimen_fiscal: 601 }],
    ['sends the código postal as a number', { codigo_postal: 64000 }],
    ['sends the email as a list', { invoice_email: ['facturas@norte.example'] }],
    ['sends updated_at as text', { updated_at: '2026-01-01T00:00:00Z' }],
    ['sends a null razón social', { razon_social: null }],
    ['uses an empty razón social', { razon_social: '' }],
    ['uses a razón social longer than 300', { razon_social: 'A'.repeat(301) }],
    ['puts a vertical bar in the razón social', { razon_social: 'NORTE|SUR' }],
    ['hides a vertical bar after a line break', { razon_social: 'NORTE\n|SUR' }],
    ['uses a lower-case RFC', { rfc: 'sat970701nn3' }],
    ['uses an RFC too short', { rfc: 'SA970701NN3' }],
    ['uses an RFC too long', { rfc: 'SATXX970701NN3' }],
    ['uses an RFC with a bad date part', { rfc: 'SAT97O701NN3' }],
    ['uses an RFC whose last character is not a digit or A', { rfc: 'SAT970701NNB' }],
    ['pads the RFC with spaces', { rfc: ' SAT970701NN3' }],
    ['uses a régimen not in the catalogue', { regimen_fiscal: '999' }],
    ['uses a régimen no longer in the catalogue', { regimen_fiscal: '609' }],
    ['uses uso CP01 (payment receipts)', { uso_cfdi: 'CP01' }],
    ['uses uso CN01 (payroll)', { uso_cfdi: 'CN01' }],
    ['uses a uso not in the catalogue', { uso_cfdi: 'P01' }],
    ['uses a four-digit código postal', { codigo_postal: '6400' }],
    ['uses a six-digit código postal', { codigo_postal: '640000' }],
    ['uses letters as código postal', { codigo_postal: 'ABCDE' }],
    ['uses an email without a domain', { invoice_email: 'facturas@' }],
    ['uses an email without a dot in the domain', { invoice_email: 'facturas@norte' }],
    ['uses an email with a space', { invoice_email: 'facturas norte@norte.example' }],
    ['uses an email longer than 254', { invoice_email: `${'a'.repeat(241)}@norte.example` }],
    ['chooses updated_at itself', { updated_at: Timestamp.fromDate(new Date('2030-01-01')) }],
    ['back-dates updated_at to the stored value', { updated_at: CREATED }],
  ];
  for (const [attack, overrides] of attacks) {
    it(`attack: refused when the owner ${attack}`, async () => {
      await assertFails(setDoc(fiscalOf(as().customer(NEWCOMER), NEWCOMER), fiscalDoc(overrides)));
      await assertFails(setDoc(fiscalOf(as().customer(OWNER)), fiscalDoc(overrides)));
    });
  }

  it('accepts an email of 254 characters and a razón social of 300 (the bounds, not an off-by-one)', async () => {
    const email = `${'a'.repeat(240)}@norte.example`;
    expect(email).toHaveLength(254);
    await assertSucceeds(setDoc(fiscalOf(as().customer(NEWCOMER), NEWCOMER), fiscalDoc({ invoice_email: email })));
    await assertSucceeds(
      setDoc(fiscalOf(as().customer(NEWCOMER), NEWCOMER), fiscalDoc({ razon_social: 'A'.repeat(300) })),
    );
  });

  for (const key of [...Object.keys(FISCAL), 'updated_at']) {
    it(`attack: refused when ${key} is missing`, async () => {
      await assertFails(setDoc(fiscalOf(as().customer(NEWCOMER), NEWCOMER), without(fiscalDoc(), key)));
      await assertFails(setDoc(fiscalOf(as().customer(OWNER)), without(fiscalDoc(), key)));
    });
  }

  it('attack: an update must renew updated_at and keep the shape', async () => {
    const db = as().customer(OWNER);
    await assertFails(updateDoc(fiscalOf(db), { uso_cfdi: 'G01' }));
    await assertFails(updateDoc(fiscalOf(db), { uso_cfdi: 'CP01', updated_at: serverTimestamp() }));
    await assertFails(updateDoc(fiscalOf(db), { role: 'staff', updated_at: serverTimestamp() }));
  });
});

describe('delivery sites: profile-user/{uid}/delivery-sites/{siteId}', () => {
  const siteOf = (db: TActorDb, uid = OWNER, siteId = 'site-1') => doc(db, sitePath(uid, siteId));
  const sitesOf = (db: TActorDb, uid = OWNER) => collection(db, sitesPath(uid));

  it('the owner creates several', async () => {
    const db = as().customer(NEWCOMER);
    await assertSucceeds(setDoc(siteOf(db, NEWCOMER, 'obra-centro'), siteDoc()));
    await assertSucceeds(
      setDoc(
        siteOf(db, NEWCOMER, 'obra-apodaca'),
        siteDoc({ name: 'Obra Apodaca', interior_number: 'B-2', hours: '', notes: 'Acceso por la calle 5.' }),
      ),
    );
  });

  it('the owner creates one under an id of exactly 40 characters, not 41', async () => {
    const db = as().customer(NEWCOMER);
    await assertSucceeds(setDoc(siteOf(db, NEWCOMER, 's'.repeat(40)), siteDoc()));
    await assertFails(setDoc(siteOf(db, NEWCOMER, 's'.repeat(41)), siteDoc()));
  });

  it('the owner reads and lists them', async () => {
    const db = as().customer(OWNER);
    expect((await assertSucceeds(getDoc(siteOf(db)))).data()?.name).toBe(SITE.name);
    expect((await assertSucceeds(getDocs(sitesOf(db)))).size).toBe(1);
  });

  it('the owner updates one, keeping created_at and renewing updated_at', async () => {
    const db = as().customer(OWNER);
    await assertSucceeds(updateDoc(siteOf(db), { receiver_name: 'Ana López', updated_at: serverTimestamp() }));
    await assertSucceeds(setDoc(siteOf(db), siteDoc({ created_at: CREATED, notes: 'Portón negro.' })));
  });

  it('the owner deletes one', async () => {
    await assertSucceeds(deleteDoc(siteOf(as().customer(OWNER))));
  });

  it('staff read and list them', async () => {
    const db = as().staff();
    await assertSucceeds(getDoc(siteOf(db)));
    expect((await assertSucceeds(getDocs(sitesOf(db)))).size).toBe(1);
  });

  it('attack: staff cannot create, update or delete one', async () => {
    const db = as().staff();
    await assertFails(setDoc(siteOf(db, OWNER, 'site-2'), siteDoc()));
    await assertFails(updateDoc(siteOf(db), { name: 'Obra de staff', updated_at: serverTimestamp() }));
    await assertFails(deleteDoc(siteOf(db)));
  });

  for (const [who, actor] of OUTSIDERS) {
    it(`attack: ${who} cannot read, list, create, update or delete one`, async () => {
      const db = actor(env);
      await assertFails(getDoc(siteOf(db)));
      await assertFails(getDocs(sitesOf(db)));
      await assertFails(setDoc(siteOf(db, OWNER, 'site-2'), siteDoc()));
      await assertFails(updateDoc(siteOf(db), { name: 'Otra obra', updated_at: serverTimestamp() }));
      await assertFails(deleteDoc(siteOf(db)));
    });
  }

  it('attack: an anonymous visitor cannot save a site under their own uid', async () => {
    await assertFails(setDoc(siteOf(as().anonymous('anon-1'), 'anon-1'), siteDoc()));
  });

  const attacks: [string, Record<string, unknown>][] = [
    ['adds a key outside the schema', { geo: { lat: 25.67, lng: -100.31 } }],
    ['sends the name as a number', { name: 42 }],
    ['sends a null interior number', { interior_number: null }],
    ['sends the código postal as a number', { codigo_postal: 64000 }],
    ['sends the phone as a number', { receiver_phone: 528112345678 }],
    ['sends created_at as text', { created_at: '2026-01-01T00:00:00Z' }],
    ['uses an empty name', { name: '' }],
    ['uses an empty street', { street: '' }],
    ['uses an empty exterior number', { exterior_number: '' }],
    ['uses an empty colonia', { colonia: '' }],
    ['uses an empty municipio', { municipio: '' }],
    ['uses an empty receiver name', { receiver_name: '' }],
    ['uses a name longer than 80', { name: 'a'.repeat(81) }],
    ['uses a street longer than 120', { street: 'a'.repeat(121) }],
    ['uses an exterior number longer than 20', { exterior_number: '1'.repeat(21) }],
    ['uses an interior number longer than 20', { interior_number: '1'.repeat(21) }],
    ['uses a colonia longer than 120', { colonia: 'a'.repeat(121) }],
    ['uses a municipio longer than 120', { municipio: 'a'.repeat(121) }],
    ['uses a receiver name longer than 120', { receiver_name: 'a'.repeat(121) }],
    ['uses hours longer than 120', { hours: 'a'.repeat(121) }],
    ['uses notes longer than 500', { notes: 'a'.repeat(501) }],
    ['uses a state name instead of its code', { estado: 'Nuevo León' }],
    ['uses a state code not in the list', { estado: 'NL' }],
    ['uses a lower-case state code', { estado: 'nle' }],
    ['uses a bad código postal', { codigo_postal: '6400A' }],
    ['uses a phone without +52', { receiver_phone: '8112345678' }],
    ['uses a phone of another country', { receiver_phone: '+18112345678' }],
    ['uses a phone with eleven digits', { receiver_phone: '+5281123456789' }],
    ['uses a phone with spaces', { receiver_phone: '+52 81 1234 5678' }],
    ['chooses created_at itself', { created_at: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['chooses updated_at itself', { updated_at: Timestamp.fromDate(new Date('2030-01-01')) }],
  ];
  for (const [attack, overrides] of attacks) {
    it(`attack: refused when the owner ${attack} in a new site`, async () => {
      await assertFails(setDoc(siteOf(as().customer(NEWCOMER), NEWCOMER, 'site-new'), siteDoc(overrides)));
    });
  }

  it('accepts every text at its longest (the bounds, not an off-by-one)', async () => {
    const longest = {
      name: 'a'.repeat(80),
      street: 'a'.repeat(120),
      exterior_number: '1'.repeat(20),
      interior_number: '1'.repeat(20),
      colonia: 'a'.repeat(120),
      municipio: 'a'.repeat(120),
      receiver_name: 'a'.repeat(120),
      hours: 'a'.repeat(120),
      notes: 'a'.repeat(500),
    };
    await assertSucceeds(setDoc(siteOf(as().customer(NEWCOMER), NEWCOMER, 'site-new'), siteDoc(longest)));
  });

  for (const key of [...Object.keys(SITE), 'created_at', 'updated_at']) {
    it(`attack: refused when ${key} is missing`, async () => {
      await assertFails(setDoc(siteOf(as().customer(NEWCOMER), NEWCOMER, 'site-new'), without(siteDoc(), key)));
    });
  }

  const updateAttacks: [string, Record<string, unknown>][] = [
    ['moves created_at to now', { created_at: serverTimestamp(), updated_at: serverTimestamp() }],
    [
      'back-dates created_at',
      { created_at: Timestamp.fromDate(new Date('2020-01-01')), updated_at: serverTimestamp() },
    ],
    ['leaves updated_at as it was', { name: 'Obra Norte' }],
    ['chooses updated_at itself', { name: 'Obra Norte', updated_at: Timestamp.fromDate(new Date('2030-01-01')) }],
    ['adds a key outside the schema', { owner: NEWCOMER, updated_at: serverTimestamp() }],
    ['removes a key', { notes: deleteField(), updated_at: serverTimestamp() }],
    ['uses a state code not in the list', { estado: 'XX', updated_at: serverTimestamp() }],
    ['uses a phone without +52', { receiver_phone: '528112345678', updated_at: serverTimestamp() }],
    ['uses a name longer than 80', { name: 'a'.repeat(81), updated_at: serverTimestamp() }],
  ];
  for (const [attack, change] of updateAttacks) {
    it(`attack: refused when the owner updates one and ${attack}`, async () => {
      await assertFails(updateDoc(siteOf(as().customer(OWNER)), change));
    });
  }

  it('attack: a full rewrite of a stored site cannot reset created_at', async () => {
    await assertFails(setDoc(siteOf(as().customer(OWNER)), siteDoc()));
  });
});

describe('firestore.rules copies the fiscal catalogues of packages/domain', () => {
  // The rules language cannot import the domain package: this keeps the copies from drifting.
  const rules = readFileSync(fileURLToPath(new URL('../../../firestore.rules', import.meta.url)), 'utf8');
  const listOf = (fn: string) => {
    const body = new RegExp(`function ${fn}\\(\\) \\{\\s*return \\[([^\\]]*)\\]`).exec(rules)?.[1];
    return body?.split(',').map((key) => key.trim().replace(/'/g, '')) ?? [];
  };

  it('allows exactly the régimenes of REGIMENES_FISCALES', () => {
    expect(listOf('regimenFiscalKeys')).toEqual([...REGIMEN_FISCAL_KEYS]);
  });

  it('allows exactly the usos of USOS_CFDI a sales invoice may carry (not CP01, not CN01)', () => {
    const notForSales: readonly string[] = USOS_NOT_FOR_SALES_INVOICES;
    expect(notForSales).toEqual(['CP01', 'CN01']);
    expect(listOf('salesUsoCfdiKeys')).toEqual(USO_CFDI_KEYS.filter((key) => !notForSales.includes(key)));
  });

  it('opens the fiscal data under the id FISCAL_DATA_DOC_ID only', () => {
    expect(rules).toContain(`docId == '${FISCAL_DATA_DOC_ID}'`);
  });

  it('allows exactly MEXICAN_STATE_CODES', () => {
    expect(listOf('mexicanStateCodes')).toEqual([...MEXICAN_STATE_CODES]);
  });
});

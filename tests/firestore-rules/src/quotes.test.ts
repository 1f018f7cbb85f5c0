import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  Timestamp,
} from 'firebase/firestore';
import { actorsOf, everyone, OUTSIDERS, type TActorDb } from './actors';
import { makeCartLine } from '@voltia/domain/testing';
import { newQuoteDoc, productOfLine, signedInQuoteDoc, submittedQuoteDoc } from './quote-factory';
import { createRulesTestEnv } from './rules-test-env';

let env: RulesTestEnvironment;
const as = () => actorsOf(env);

beforeAll(async () => {
  env = await createRulesTestEnv('quotes');
});
afterAll(async () => {
  await env.cleanup();
});

// Alice is an anonymous visitor with a cart; Bob is another visitor.
const ALICE = 'alice-anon';
const BOB = 'bob-anon';

// Decision 006: fields only the quotes function (Admin SDK) writes, each with a value it could hold.
const FUNCTION_ONLY_FIELDS: [string, unknown][] = [
  ['quote_number', 'COT-2026-000001'],
  ['assignee', { uid: 'staff-1', name: 'Ventas Voltia' }],
  ['waiting_since', Timestamp.now()],
  ['offer', submittedQuoteDoc('customer-1', 'sent').offer],
  ['search_keys', ['constructora', 'norte']],
  ['requoted_to', 'q-new'],
];

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const stored = { ...newQuoteDoc(ALICE), created_at: Timestamp.now(), updated_at: Timestamp.now() };
    await setDoc(doc(db, 'quote-detail/q-alice'), stored);
    await setDoc(doc(db, 'quote-detail/q-alice/cart/p-1'), makeCartLine({ product_id: 'p-1', quantity: 2 }));
    await setDoc(doc(db, 'quote-detail/q-submitted'), { ...stored, status: 'requested' });
    // The catalogue the lines name (a line must copy a published product).
    for (const id of ['p-1', 'p-2', 'p-3', 'p-4', 'p-9']) await setDoc(doc(db, `products/${id}`), productOfLine(id));
    await setDoc(doc(db, 'products/p-hidden'), productOfLine('p-hidden', { published: false }));
  });
});

describe('creating a quote', () => {
  it('an anonymous visitor creates their own draft with the domain defaults', async () => {
    await assertSucceeds(setDoc(doc(as().anonymous(BOB), 'quote-detail/q-new'), newQuoteDoc(BOB)));
    await assertSucceeds(setDoc(doc(as().anonymous(BOB), 'quote-detail/q-buy'), newQuoteDoc(BOB, 'buy-now')));
  });

  it('a signed-in customer creates a non-anonymous draft under their own name', async () => {
    const q = newQuoteDoc('customer-1', 'cart', {
      isAnonymous: false,
      customer: { id: 'customer-1', nameOfClient: 'Jorge Treviño' },
    });
    await assertSucceeds(setDoc(doc(as().customer('customer-1'), 'quote-detail/q-c'), q));
  });

  it('a visitor who is not signed in cannot create one', async () => {
    await assertFails(setDoc(doc(as().visitor(), 'quote-detail/q-new'), newQuoteDoc('nobody')));
  });

  const attacks: [string, Record<string, unknown>][] = [
    ['forges the owner', { owner: ALICE }],
    ['forges customer.id', { customer: { id: ALICE, nameOfClient: 'Anónimo' } }],
    ['claims not to be anonymous', { isAnonymous: false }],
    ['names itself while anonymous', { customer: { id: BOB, nameOfClient: 'Constructora Norte' } }],
    ['sets a staff status', { status: 'sent' }],
    ['starts already requested', { status: 'requested' }],
    [
      'carries staff_notes (no longer a quote field: internal notes live on the desk)',
      { staff_notes: 'descuento 90%' },
    ],
    ['sets a validity date', { valid_until: Timestamp.fromDate(new Date('2030-01-01')) }],
    ['adds a field outside the schema', { discount: 0.9 }],
    ['back-dates created_at', { created_at: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['uses another source', { source: 'admin' }],
    ['uses an empty alias', { alias: '' }],
  ];
  for (const [attack, overrides] of attacks) {
    it(`is refused when the client ${attack}`, async () => {
      await assertFails(setDoc(doc(as().anonymous(BOB), 'quote-detail/q-evil'), newQuoteDoc(BOB, 'cart', overrides)));
    });
  }

  for (const [field, value] of FUNCTION_ONLY_FIELDS) {
    it(`is refused when the client sets ${field}, which only the quotes function writes`, async () => {
      await assertFails(
        setDoc(doc(as().anonymous(BOB), 'quote-detail/q-evil'), newQuoteDoc(BOB, 'cart', { [field]: value })),
      );
      const signedIn = signedInQuoteDoc('customer-1', 'Jorge Treviño', { [field]: value });
      await assertFails(setDoc(doc(as().customer('customer-1'), 'quote-detail/q-evil'), signedIn));
    });
  }

  for (const field of ['requote_of', 'requoted_to', 'quote_number', 'assignee', 'waiting_since', 'offer'] as const) {
    it(`is refused when ${field} is missing`, async () => {
      const { [field]: _dropped, ...missing } = newQuoteDoc(BOB);
      await assertFails(setDoc(doc(as().anonymous(BOB), 'quote-detail/q-evil'), missing));
    });
  }
});

describe('reading quotes', () => {
  it('the owner reads their quote and its lines', async () => {
    await assertSucceeds(getDoc(doc(as().anonymous(ALICE), 'quote-detail/q-alice')));
    await assertSucceeds(getDocs(collection(as().anonymous(ALICE), 'quote-detail/q-alice/cart')));
  });

  it('attack: another visitor cannot read the cart by its id, nor its lines', async () => {
    await assertFails(getDoc(doc(as().anonymous(BOB), 'quote-detail/q-alice')));
    await assertFails(getDoc(doc(as().anonymous(BOB), 'quote-detail/q-alice/cart/p-1')));
    await assertFails(getDocs(collection(as().anonymous(BOB), 'quote-detail/q-alice/cart')));
    await assertFails(getDoc(doc(as().visitor(), 'quote-detail/q-alice')));
    await assertFails(getDoc(doc(as().unverifiedStaff(), 'quote-detail/q-alice')));
  });

  it('attack: nobody lists all quotes except staff', async () => {
    await assertFails(getDocs(collection(as().anonymous(BOB), 'quote-detail')));
    await assertSucceeds(getDocs(collection(as().staff(), 'quote-detail')));
  });

  it('staff read any quote and its lines', async () => {
    await assertSucceeds(getDoc(doc(as().staff(), 'quote-detail/q-alice')));
    await assertSucceeds(getDoc(doc(as().staff(), 'quote-detail/q-alice/cart/p-1')));
  });
});

describe('updating a quote', () => {
  it('the owner renames a draft', async () => {
    await assertSucceeds(
      updateDoc(doc(as().anonymous(ALICE), 'quote-detail/q-alice'), {
        alias: 'Obra Monterrey',
        updated_at: serverTimestamp(),
      }),
    );
  });

  const attacks: [string, Record<string, unknown>][] = [
    ['changes the owner', { owner: BOB, updated_at: serverTimestamp() }],
    ['changes customer identity', { customer: { id: ALICE, nameOfClient: 'Otro' }, updated_at: serverTimestamp() }],
    ['flips isAnonymous', { isAnonymous: false, updated_at: serverTimestamp() }],
    ['sets a staff status', { status: 'sent', updated_at: serverTimestamp() }],
    ['submits without the lifecycle', { status: 'requested', updated_at: serverTimestamp() }],
    [
      'renames without touching updated_at correctly',
      { alias: 'X', updated_at: Timestamp.fromDate(new Date('2020-01-01')) },
    ],
    ['blanks the alias', { alias: '', updated_at: serverTimestamp() }],
  ];
  for (const [attack, change] of attacks) {
    it(`is refused when the owner ${attack}`, async () => {
      await assertFails(updateDoc(doc(as().anonymous(ALICE), 'quote-detail/q-alice'), change));
    });
  }

  it('attack: another visitor cannot rename or change the owner of the cart', async () => {
    await assertFails(
      updateDoc(doc(as().anonymous(BOB), 'quote-detail/q-alice'), { alias: 'Mío', updated_at: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(as().anonymous(BOB), 'quote-detail/q-alice'), { owner: BOB, updated_at: serverTimestamp() }),
    );
  });

  for (const [field, value] of FUNCTION_ONLY_FIELDS) {
    it(`attack: the owner adds ${field} to their draft, alone or with a rename`, async () => {
      const db = as().anonymous(ALICE);
      await assertFails(updateDoc(doc(db, 'quote-detail/q-alice'), { [field]: value, updated_at: serverTimestamp() }));
      await assertFails(
        updateDoc(doc(db, 'quote-detail/q-alice'), {
          alias: 'Obra Monterrey',
          [field]: value,
          updated_at: serverTimestamp(),
        }),
      );
    });
  }

  it('attack: verified staff cannot rename or change a customer draft directly', async () => {
    await assertFails(
      updateDoc(doc(as().staff(), 'quote-detail/q-alice'), { alias: 'Revisada', updated_at: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(as().staff(), 'quote-detail/q-alice'), {
        assignee: { uid: 'staff-1', name: 'Ventas Voltia' },
        updated_at: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(as().staff(), 'quote-detail/q-alice')));
  });

  it('a staff member creates and renames a draft of their own, like any signed-in user', async () => {
    const db = as().staff('staff-1');
    await assertSucceeds(setDoc(doc(db, 'quote-detail/q-staff'), signedInQuoteDoc('staff-1', 'Ventas Voltia')));
    await assertSucceeds(
      updateDoc(doc(db, 'quote-detail/q-staff'), { alias: 'Muestras', updated_at: serverTimestamp() }),
    );
  });

  it('a quote that left draft cannot be renamed by the customer, and nobody deletes quotes', async () => {
    await assertFails(
      updateDoc(doc(as().anonymous(ALICE), 'quote-detail/q-submitted'), { alias: 'X', updated_at: serverTimestamp() }),
    );
    await assertFails(deleteDoc(doc(as().anonymous(ALICE), 'quote-detail/q-alice')));
  });
});

describe('cart lines', () => {
  const line = (db: ReturnType<ReturnType<typeof as>['anonymous']>, productId: string) =>
    doc(db, `quote-detail/q-alice/cart/${productId}`);

  it('the owner adds, changes the quantity of, and removes a line', async () => {
    const db = as().anonymous(ALICE);
    await assertSucceeds(setDoc(line(db, 'p-2'), makeCartLine({ product_id: 'p-2', quantity: 1 })));
    await assertSucceeds(updateDoc(line(db, 'p-2'), { quantity: 5 }));
    await assertSucceeds(deleteDoc(line(db, 'p-2')));
  });

  it('the first add writes the quote and its first line in one batch', async () => {
    const db = as().anonymous(BOB);
    const batch = writeBatch(db);
    batch.set(doc(db, 'quote-detail/q-bob'), newQuoteDoc(BOB));
    batch.set(doc(db, 'quote-detail/q-bob/cart/p-9'), makeCartLine({ product_id: 'p-9', quantity: 3 }));
    await assertSucceeds(batch.commit());
  });

  const badLines: [string, Record<string, unknown>][] = [
    ['a zero quantity', makeCartLine({ product_id: 'p-3', quantity: 0 })],
    ['a negative quantity', makeCartLine({ product_id: 'p-3', quantity: -2 })],
    ['a quantity above the maximum', makeCartLine({ product_id: 'p-3', quantity: 10000 })],
    ['a fractional quantity', makeCartLine({ product_id: 'p-3', quantity: 1.5 })],
    ['a quantity as text', makeCartLine({ product_id: 'p-3', quantity: '3' as unknown as number })],
    ['a product_id that is not the document id', { ...makeCartLine({ product_id: 'p-3' }), product_id: 'p-other' }],
    ['a field outside the schema', { ...makeCartLine({ product_id: 'p-3' }), unit_price: 0.01 }],
    ['an empty sku', makeCartLine({ product_id: 'p-3', sku: '' })],
  ];
  for (const [what, data] of badLines) {
    it(`refuses a line with ${what}`, async () => {
      await assertFails(setDoc(line(as().anonymous(ALICE), 'p-3'), data));
    });
  }

  it('refuses a line missing a field', async () => {
    const { brand: _b, ...data } = makeCartLine({ product_id: 'p-3', quantity: 1 });
    await assertFails(setDoc(line(as().anonymous(ALICE), 'p-3'), data));
  });

  it("an update may change the quantity, and the copies only to the catalogue product's", async () => {
    await assertFails(updateDoc(line(as().anonymous(ALICE), 'p-1'), { sku_description: 'Otro producto' }));
    await assertFails(updateDoc(line(as().anonymous(ALICE), 'p-1'), { quantity: 0 }));
    // Staff renamed the product: a page showing the new name may write it onto the line.
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'products/p-1'), {
        description: 'Contactor tripolar 25 A, bobina 220 V CA',
      });
    });
    await assertSucceeds(
      setDoc(
        line(as().anonymous(ALICE), 'p-1'),
        makeCartLine({ product_id: 'p-1', quantity: 4, sku_description: 'Contactor tripolar 25 A, bobina 220 V CA' }),
      ),
    );
    await assertFails(
      updateDoc(line(as().anonymous(ALICE), 'p-1'), { sku_description: 'Contactor tripolar 25 A bobina 220 V AC' }),
    );
  });

  describe('a line names a published catalogue product and copies it as the catalogue has it', () => {
    const forged: [string, Record<string, unknown>][] = [
      ['a made-up product', makeCartLine({ product_id: 'p-inventado', quantity: 1 })],
      [
        'a real product under a forged description',
        makeCartLine({ product_id: 'p-2', sku_description: 'Transformador 500 kVA de regalo' }),
      ],
      ['a real product under a forged SKU', makeCartLine({ product_id: 'p-2', sku: 'GRATIS-1' })],
      ['a real product under a forged brand', makeCartLine({ product_id: 'p-2', brand: 'Marca Falsa' })],
      ['a real product with its brand left out', makeCartLine({ product_id: 'p-2', brand: '' })],
      ['a product customers cannot see', makeCartLine({ product_id: 'p-hidden' })],
    ];
    for (const [what, data] of forged) {
      it(`attack: the owner adds ${what}`, async () => {
        await assertFails(setDoc(line(as().anonymous(ALICE), String(data.product_id)), data));
      });

      it(`attack: the very first add, with its new quote, is ${what}`, async () => {
        const db = as().anonymous(BOB);
        const batch = writeBatch(db);
        batch.set(doc(db, 'quote-detail/q-bob'), newQuoteDoc(BOB));
        batch.set(doc(db, `quote-detail/q-bob/cart/${String(data.product_id)}`), data);
        await assertFails(batch.commit());
      });
    }

    it('attack: the owner turns a line into a forged one, alone or with a new quantity', async () => {
      const db = as().anonymous(ALICE);
      await assertFails(updateDoc(line(db, 'p-1'), { sku: 'GRATIS-1' }));
      await assertFails(updateDoc(line(db, 'p-1'), { brand: 'Marca Falsa', quantity: 3 }));
      await assertFails(
        setDoc(
          line(db, 'p-1'),
          makeCartLine({ product_id: 'p-1', quantity: 3, sku_description: 'Transformador 500 kVA de regalo' }),
        ),
      );
    });

    it("a staff member's own draft is held to the catalogue too", async () => {
      const staff = as().staff();
      const batch = writeBatch(staff);
      batch.set(doc(staff, 'quote-detail/q-staff'), signedInQuoteDoc('staff-1', 'Ventas Voltia'));
      batch.set(
        doc(staff, 'quote-detail/q-staff/cart/p-2'),
        makeCartLine({ product_id: 'p-2', sku_description: 'Otro producto' }),
      );
      await assertFails(batch.commit());
    });

    it('a line whose product was unpublished after it was added may still change its quantity, and leave', async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        await updateDoc(doc(ctx.firestore(), 'products/p-1'), { published: false });
      });
      const db = as().anonymous(ALICE);
      await assertSucceeds(updateDoc(line(db, 'p-1'), { quantity: 6 }));
      await assertSucceeds(deleteDoc(line(db, 'p-1')));
      await assertFails(setDoc(line(db, 'p-1'), makeCartLine({ product_id: 'p-1', quantity: 1 })));
    });
  });

  it('attack: another visitor cannot write, change or remove a line in the cart', async () => {
    const db = as().anonymous(BOB);
    await assertFails(setDoc(line(db, 'p-4'), makeCartLine({ product_id: 'p-4', quantity: 1 })));
    await assertFails(updateDoc(line(db, 'p-1'), { quantity: 9 }));
    await assertFails(deleteDoc(line(db, 'p-1')));
  });

  it('attack: a line cannot be added to a quote that does not exist', async () => {
    await assertFails(
      setDoc(
        doc(as().anonymous(BOB), 'quote-detail/q-ghost/cart/p-1'),
        makeCartLine({ product_id: 'p-1', quantity: 1 }),
      ),
    );
  });

  it('lines of a submitted quote are frozen for the customer', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(
        doc(ctx.firestore(), 'quote-detail/q-submitted/cart/p-1'),
        makeCartLine({ product_id: 'p-1', quantity: 1 }),
      );
    });
    const db = as().anonymous(ALICE);
    await assertFails(
      setDoc(doc(db, 'quote-detail/q-submitted/cart/p-2'), makeCartLine({ product_id: 'p-2', quantity: 1 })),
    );
    await assertFails(updateDoc(doc(db, 'quote-detail/q-submitted/cart/p-1'), { quantity: 3 }));
    await assertFails(deleteDoc(doc(db, 'quote-detail/q-submitted/cart/p-1')));
  });
});

// The quotes function (Admin SDK) claims carts and makes every lifecycle move; a client write never can.
describe('a signed-in customer and the fields only the quotes function writes', () => {
  const CUSTOMER = 'customer-1';
  const asStored = (data: Record<string, unknown>) => ({
    ...data,
    created_at: Timestamp.now(),
    updated_at: Timestamp.now(),
  });

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'quote-detail/q-own'), asStored(signedInQuoteDoc(CUSTOMER, 'Jorge Treviño')));
      // Created while customer-1 was an anonymous visitor; registration linked the user, uid kept.
      await setDoc(doc(db, 'quote-detail/q-linked'), asStored(newQuoteDoc(CUSTOMER)));
      await setDoc(doc(db, 'quote-detail/q-other'), asStored(signedInQuoteDoc('customer-2', 'Otra Empresa')));
    });
  });

  it('creates a quote carrying their name, not anonymous (newQuote with customerName)', async () => {
    await assertSucceeds(
      setDoc(doc(as().customer(CUSTOMER), 'quote-detail/q-new'), signedInQuoteDoc(CUSTOMER, 'Jorge Treviño')),
    );
  });

  it('lists their own quotes, newest first, with a query filtered on their uid', async () => {
    const mine = query(
      collection(as().customer(CUSTOMER), 'quote-detail'),
      where('owner', '==', CUSTOMER),
      orderBy('updated_at', 'desc'),
    );
    await assertSucceeds(getDocs(mine));
  });

  it('attack: an unfiltered query, or one on another owner, is refused', async () => {
    await assertFails(getDocs(collection(as().customer(CUSTOMER), 'quote-detail')));
    await assertFails(
      getDocs(query(collection(as().customer(CUSTOMER), 'quote-detail'), where('owner', '==', 'customer-2'))),
    );
    await assertFails(
      getDocs(query(collection(as().customer(CUSTOMER), 'quote-detail'), orderBy('updated_at', 'desc'))),
    );
  });

  it('attack: reads another customer quote by id', async () => {
    await assertFails(getDoc(doc(as().customer(CUSTOMER), 'quote-detail/q-other')));
    await assertFails(getDoc(doc(as().customer(CUSTOMER), 'quote-detail/q-other/cart/p-1')));
  });

  const ownAttacks: [string, string, Record<string, unknown>][] = [
    ['submits itself (status requested)', 'q-own', { status: 'requested' }],
    [
      'submits itself with its details',
      'q-own',
      { status: 'requested', submitted_at: serverTimestamp(), request_details: { company: 'Constructora Norte' } },
    ],
    ['writes request_details on a draft', 'q-own', { request_details: { company: 'Constructora Norte' } }],
    ['writes submitted_at on a draft', 'q-own', { submitted_at: serverTimestamp() }],
    ['renames its customer', 'q-own', { customer: { id: CUSTOMER, nameOfClient: 'Otro Nombre' } }],
    ['claims its linked cart itself (isAnonymous false)', 'q-linked', { isAnonymous: false }],
    [
      'claims its linked cart with a name',
      'q-linked',
      { isAnonymous: false, customer: { id: CUSTOMER, nameOfClient: 'Jorge Treviño' } },
    ],
    [
      'hands its quote to another owner',
      'q-own',
      { owner: 'customer-2', customer: { id: 'customer-2', nameOfClient: 'Otra Empresa' } },
    ],
  ];
  for (const [attack, quoteId, change] of ownAttacks) {
    it(`attack: the owner ${attack}`, async () => {
      await assertFails(
        updateDoc(doc(as().customer(CUSTOMER), `quote-detail/${quoteId}`), {
          ...change,
          updated_at: serverTimestamp(),
        }),
      );
    });
  }

  it('attack: takes over an anonymous cart or another customer quote', async () => {
    const takeOver = {
      owner: CUSTOMER,
      isAnonymous: false,
      customer: { id: CUSTOMER, nameOfClient: 'Jorge Treviño' },
      updated_at: serverTimestamp(),
    };
    await assertFails(updateDoc(doc(as().customer(CUSTOMER), 'quote-detail/q-alice'), takeOver));
    await assertFails(updateDoc(doc(as().customer(CUSTOMER), 'quote-detail/q-other'), takeOver));
  });
});

// Decision 006: once submitted, a quote changes only through the quotes function. No client writes
// it in any way: not its owner, not another customer, not a company look-alike, not verified staff.
describe('a submitted quote, as the quotes function stores it', () => {
  const OWNER = 'customer-1';

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'quote-detail/q-requested'), submittedQuoteDoc(OWNER));
      await setDoc(doc(ctx.firestore(), 'quote-detail/q-sent'), submittedQuoteDoc(OWNER, 'sent'));
    });
  });

  it('its owner and staff read it, offer included', async () => {
    for (const db of [as().customer(OWNER), as().staff()]) {
      const sent = await assertSucceeds(getDoc(doc(db, 'quote-detail/q-sent')));
      expect(sent.get('offer.version')).toBe(1);
      await assertSucceeds(getDoc(doc(db, 'quote-detail/q-requested')));
    }
  });

  for (const [who, actor] of OUTSIDERS) {
    it(`attack: ${who} reads it`, async () => {
      await assertFails(getDoc(doc(actor(env), 'quote-detail/q-sent')));
    });
  }

  const changes: [string, Record<string, unknown>][] = [
    ['renames it', { alias: 'Obra Monterrey' }],
    ['cancels it', { status: 'cancelled', closed_at: serverTimestamp() }],
    ['accepts it', { status: 'accepted', closed_at: serverTimestamp() }],
    ['sends it', { status: 'sent', sent_at: serverTimestamp() }],
    ['lowers the offer total to one cent', { 'offer.totals.total_cents': 1 }],
    ['moves the validity date', { valid_until: Timestamp.fromDate(new Date('2099-01-01')) }],
    ...FUNCTION_ONLY_FIELDS.map(([field, value]): [string, Record<string, unknown>] => [
      `sets ${field}`,
      { [field]: value },
    ]),
  ];
  const submittedAs = (db: TActorDb) => ['q-requested', 'q-sent'].map((id) => doc(db, `quote-detail/${id}`));
  for (const [who, actor] of everyone(OWNER)) {
    for (const [what, change] of changes) {
      it(`attack: ${who} ${what}`, async () => {
        for (const ref of submittedAs(actor(env)))
          await assertFails(updateDoc(ref, { ...change, updated_at: serverTimestamp() }));
      });
    }
    it(`attack: ${who} overwrites or deletes it`, async () => {
      for (const ref of submittedAs(actor(env))) {
        await assertFails(setDoc(ref, signedInQuoteDoc(OWNER, 'Jorge Treviño')));
        await assertFails(deleteDoc(ref));
      }
    });
  }
});

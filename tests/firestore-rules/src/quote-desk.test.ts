import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { actorsOf, everyone, nonStaff, OUTSIDERS, type TActorDb } from './actors';
import { assignmentHistoryEntry, quoteDeskDoc, staffMemberDoc, staffMessage, submitHistoryEntry } from './desk-factory';
import { submittedQuoteDoc } from './quote-factory';
import { createRulesTestEnv } from './rules-test-env';

// Decision 006: what the quotes function keeps beside a quote. The owner reads the customer's
// timeline and the thread; staff read everything; no client writes any of it, staff included.

let env: RulesTestEnvironment;
const as = () => actorsOf(env);

beforeAll(async () => {
  env = await createRulesTestEnv('quote-desk');
});
afterAll(async () => {
  await env.cleanup();
});

// customer-1 owns q-1, customer-2 owns q-2; both submitted, each with its history, thread and desk.
const OWNER = 'customer-1';
const OTHER = 'customer-2';
// History ids are `{at-ms}-{nnn}` (decision 006), so listing by id reads oldest first.
const AT = Date.now();
const CUSTOMER_ENTRY = `${AT}-000`;
const STAFF_ENTRY = `${AT}-001`;

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [quoteId, owner] of [
      ['q-1', OWNER],
      ['q-2', OTHER],
    ] as const) {
      const quote = submittedQuoteDoc(owner);
      await setDoc(doc(db, `quote-detail/${quoteId}`), quote);
      await setDoc(doc(db, `quote-detail/${quoteId}/history/${CUSTOMER_ENTRY}`), submitHistoryEntry(owner));
      await setDoc(doc(db, `quote-detail/${quoteId}/history/${STAFF_ENTRY}`), assignmentHistoryEntry());
      await setDoc(doc(db, `quote-detail/${quoteId}/messages/m-1`), staffMessage(quote));
      await setDoc(doc(db, `quote-desk/${quoteId}`), quoteDeskDoc());
    }
    await setDoc(doc(db, 'staff-members/staff-1'), staffMemberDoc());
  });
});

const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((d) => d.id);

describe('quote history', () => {
  const history = 'quote-detail/q-1/history';
  const customerTimeline = (db: TActorDb) => query(collection(db, history), where('visibility', '==', 'customer'));

  it('staff read every entry, by id and by listing', async () => {
    const db = as().staff();
    await assertSucceeds(getDoc(doc(db, `${history}/${STAFF_ENTRY}`)));
    await assertSucceeds(getDoc(doc(db, `${history}/${CUSTOMER_ENTRY}`)));
    expect(ids(await assertSucceeds(getDocs(collection(db, history))))).toEqual([CUSTOMER_ENTRY, STAFF_ENTRY]);
  });

  it("the owner lists the customer's timeline with a query filtered on visibility, and reads its entries by id", async () => {
    const db = as().customer(OWNER);
    expect(ids(await assertSucceeds(getDocs(customerTimeline(db))))).toEqual([CUSTOMER_ENTRY]);
    await assertSucceeds(getDoc(doc(db, `${history}/${CUSTOMER_ENTRY}`)));
  });

  it('attack: the owner reads a staff-only entry by id', async () => {
    await assertFails(getDoc(doc(as().customer(OWNER), `${history}/${STAFF_ENTRY}`)));
  });

  it('attack: the owner lists without the visibility filter, or asks for the staff entries', async () => {
    const db = as().customer(OWNER);
    await assertFails(getDocs(collection(db, history)));
    await assertFails(getDocs(query(collection(db, history), where('visibility', '==', 'staff'))));
    await assertFails(getDocs(query(collection(db, history), where('kind', '==', 'assign'))));
  });

  it("attack: a customer reads other quotes' timelines through a collection-group query", async () => {
    await assertFails(
      getDocs(query(collectionGroup(as().customer(OWNER), 'history'), where('visibility', '==', 'customer'))),
    );
  });

  for (const [who, actor] of OUTSIDERS) {
    it(`attack: ${who} reads the history of customer-1's quote`, async () => {
      const db = actor(env);
      await assertFails(getDoc(doc(db, `${history}/${CUSTOMER_ENTRY}`)));
      await assertFails(getDocs(customerTimeline(db)));
      await assertFails(getDocs(collection(db, history)));
    });
  }

  for (const [who, actor] of everyone(OWNER)) {
    it(`attack: ${who} adds, rewrites or deletes an entry (append-only, the function writes it)`, async () => {
      const db = actor(env);
      const forged = { ...submitHistoryEntry(OWNER), move: 'accept', from: 'sent', to: 'accepted' };
      await assertFails(setDoc(doc(db, `${history}/${AT + 1}-000`), forged));
      await assertFails(addDoc(collection(db, history), forged));
      await assertFails(updateDoc(doc(db, `${history}/${CUSTOMER_ENTRY}`), { note: 'Aceptada por teléfono' }));
      await assertFails(updateDoc(doc(db, `${history}/${STAFF_ENTRY}`), { visibility: 'customer' }));
      await assertFails(deleteDoc(doc(db, `${history}/${STAFF_ENTRY}`)));
    });
  }
});

describe('quote messages', () => {
  const thread = 'quote-detail/q-1/messages';

  it('the owner and staff read the thread, by id and by listing', async () => {
    for (const db of [as().customer(OWNER), as().staff()]) {
      await assertSucceeds(getDoc(doc(db, `${thread}/m-1`)));
      expect(ids(await assertSucceeds(getDocs(collection(db, thread))))).toEqual(['m-1']);
    }
  });

  for (const [who, actor] of OUTSIDERS) {
    it(`attack: ${who} reads customer-1's thread`, async () => {
      await assertFails(getDoc(doc(actor(env), `${thread}/m-1`)));
      await assertFails(getDocs(collection(actor(env), thread)));
    });
  }

  for (const [who, actor] of everyone(OWNER)) {
    it(`attack: ${who} posts, edits or deletes a message directly (it goes through the function)`, async () => {
      const db = actor(env);
      await assertFails(
        addDoc(collection(db, thread), {
          at: new Date(),
          author: { uid: OWNER, role: 'customer', name: 'Jorge' },
          text: 'Hola',
        }),
      );
      await assertFails(updateDoc(doc(db, `${thread}/m-1`), { text: 'Precio final: 1 peso' }));
      await assertFails(deleteDoc(doc(db, `${thread}/m-1`)));
    });
  }
});

describe('quote desk', () => {
  it('staff read a desk and list the desks', async () => {
    const db = as().staff();
    const desk = await assertSucceeds(getDoc(doc(db, 'quote-desk/q-1')));
    expect(desk.get('internal_notes')).not.toBe('');
    expect(ids(await assertSucceeds(getDocs(collection(db, 'quote-desk'))))).toEqual(['q-1', 'q-2']);
  });

  for (const [who, actor] of nonStaff(OWNER)) {
    it(`attack: ${who} reads the desk of customer-1's quote (prices in progress, internal notes)`, async () => {
      const db = actor(env);
      await assertFails(getDoc(doc(db, 'quote-desk/q-1')));
      await assertFails(getDocs(collection(db, 'quote-desk')));
      await assertFails(getDocs(query(collection(db, 'quote-desk'), where('internal_notes', '!=', ''))));
    });
  }

  for (const [who, actor] of everyone(OWNER)) {
    it(`attack: ${who} writes a desk directly (desk edits go through the function)`, async () => {
      const db = actor(env);
      await assertFails(setDoc(doc(db, 'quote-desk/q-new'), quoteDeskDoc()));
      await assertFails(updateDoc(doc(db, 'quote-desk/q-1'), { internal_notes: '', terms: 'Precios sin IVA.' }));
      await assertFails(deleteDoc(doc(db, 'quote-desk/q-1')));
    });
  }
});

describe('staff members', () => {
  it('staff read a member and list them (for assignment)', async () => {
    const db = as().staff();
    await assertSucceeds(getDoc(doc(db, 'staff-members/staff-1')));
    expect(ids(await assertSucceeds(getDocs(collection(db, 'staff-members'))))).toEqual(['staff-1']);
  });

  for (const [who, actor] of nonStaff(OWNER)) {
    it(`attack: ${who} reads the staff list`, async () => {
      await assertFails(getDoc(doc(actor(env), 'staff-members/staff-1')));
      await assertFails(getDocs(collection(actor(env), 'staff-members')));
    });
  }

  for (const [who, actor] of everyone(OWNER)) {
    it(`attack: ${who} adds, changes or removes a member (the function keeps the list)`, async () => {
      const db = actor(env);
      await assertFails(setDoc(doc(db, `staff-members/${OWNER}`), staffMemberDoc(OWNER)));
      await assertFails(updateDoc(doc(db, 'staff-members/staff-1'), { email: 'atacante@evil.example' }));
      await assertFails(deleteDoc(doc(db, 'staff-members/staff-1')));
    });
  }
});

import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { actorsOf } from './actors';
import { newProfileDoc } from './profile-factory';
import { createRulesTestEnv } from './rules-test-env';

let env: RulesTestEnvironment;
const as = () => actorsOf(env);

beforeAll(async () => {
  env = await createRulesTestEnv('profiles');
});
afterAll(async () => {
  await env.cleanup();
});

// customer-1 has a profile (confirmed by confirmEmail); customer-2 is another account.
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'profile-user/customer-1'), {
      ...newProfileDoc('customer-1'),
      created_at: Timestamp.now(),
      email_verified_at: Timestamp.now(),
    });
  });
});

const profileOf = (db: ReturnType<ReturnType<typeof as>['customer']>, uid: string) => doc(db, `profile-user/${uid}`);

describe('creating a profile', () => {
  it('an account creates its own, as the domain builds it', async () => {
    await assertSucceeds(setDoc(profileOf(as().customer('customer-2'), 'customer-2'), newProfileDoc('customer-2')));
  });

  it('a phone account creates its own with no email and its verified phone', async () => {
    const db = as().phoneCustomer('phone-1', '+525512345678');
    await assertSucceeds(
      setDoc(
        profileOf(db, 'phone-1'),
        newProfileDoc('phone-1', {
          email: null,
          phone_1: '+525512345678',
          first_name: '',
          last_name: '',
          full_name: '',
        }),
      ),
    );
  });

  it('attack: an account creates someone else profile', async () => {
    await assertFails(setDoc(profileOf(as().customer('customer-2'), 'customer-3'), newProfileDoc('customer-3')));
    await assertFails(
      setDoc(
        profileOf(as().customer('customer-2'), 'customer-3'),
        newProfileDoc('customer-2', { user_id: 'customer-3' }),
      ),
    );
  });

  it('attack: an anonymous visitor or nobody creates a profile', async () => {
    await assertFails(setDoc(profileOf(as().anonymous('anon-1'), 'anon-1'), newProfileDoc('anon-1', { email: null })));
    await assertFails(setDoc(profileOf(as().visitor(), 'customer-2'), newProfileDoc('customer-2')));
  });

  const forged: [string, Record<string, unknown>][] = [
    ['forges user_id', { user_id: 'customer-1' }],
    ['forges the source', { source: 'admin-console' }],
    ['back-dates created_at', { created_at: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['sets email_verified_at itself', { email_verified_at: serverTimestamp() }],
    ['claims another email', { email: 'ventas@voltia.example' }],
    ['hides its email', { email: null }],
    ['saves a phone its token does not prove', { phone_1: '+525512345678' }],
    ['adds a field outside the schema', { role: 'staff' }],
    ['uses a name longer than 60', { first_name: 'a'.repeat(61) }],
    ['uses a full name longer than 121', { full_name: 'a'.repeat(122) }],
    ['uses a script URL as image', { urlImage: 'javascript:alert(1)' }],
    ['uses a very long image URL', { urlImage: `https://img.example/${'a'.repeat(500)}` }],
  ];
  for (const [attack, overrides] of forged) {
    it(`attack: refused when the client ${attack}`, async () => {
      await assertFails(
        setDoc(profileOf(as().customer('customer-2'), 'customer-2'), newProfileDoc('customer-2', overrides)),
      );
    });
  }

  it('attack: refused when a field is missing', async () => {
    const { phone_1: _dropped, ...missing } = newProfileDoc('customer-2');
    await assertFails(setDoc(profileOf(as().customer('customer-2'), 'customer-2'), missing));
  });

  it('attack: a phone account saves another number than its own', async () => {
    const db = as().phoneCustomer('phone-1', '+525512345678');
    await assertFails(
      setDoc(profileOf(db, 'phone-1'), newProfileDoc('phone-1', { email: null, phone_1: '+525599999999' })),
    );
  });
});

describe('reading a profile', () => {
  it('the owner and staff read it', async () => {
    await assertSucceeds(getDoc(profileOf(as().customer('customer-1'), 'customer-1')));
    await assertSucceeds(getDoc(profileOf(as().staff(), 'customer-1')));
  });

  it('attack: another account, a visitor, an anonymous user or unverified staff cannot', async () => {
    await assertFails(getDoc(profileOf(as().customer('customer-2'), 'customer-1')));
    await assertFails(getDoc(profileOf(as().visitor(), 'customer-1')));
    await assertFails(getDoc(profileOf(as().anonymous('anon-1'), 'customer-1')));
    await assertFails(getDoc(profileOf(as().unverifiedStaff(), 'customer-1')));
  });
});

describe('updating a profile', () => {
  it('the owner changes names and picture', async () => {
    const db = as().customer('customer-1');
    await assertSucceeds(
      updateDoc(profileOf(db, 'customer-1'), {
        first_name: 'Ana María',
        full_name: 'Ana María López',
        urlImage: 'https://img.example/ana.png',
      }),
    );
    await assertSucceeds(updateDoc(profileOf(db, 'customer-1'), { urlImage: null }));
  });

  it('the owner saves the phone the token proves, and removes it', async () => {
    const db = as().customerWithPhone('customer-1', '+525512345678');
    await assertSucceeds(updateDoc(profileOf(db, 'customer-1'), { phone_1: '+525512345678' }));
    await assertSucceeds(updateDoc(profileOf(db, 'customer-1'), { phone_1: null }));
  });

  const attacks: [string, Record<string, unknown>][] = [
    ['sets a phone without a phone token', { phone_1: '+525512345678' }],
    ['changes email_verified_at', { email_verified_at: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['changes the email', { email: 'otra@cliente.example' }],
    ['changes user_id', { user_id: 'customer-2' }],
    ['changes the source', { source: 'admin-console' }],
    ['changes created_at', { created_at: serverTimestamp() }],
    ['adds a field', { role: 'staff' }],
    ['uses a name longer than 60', { last_name: 'a'.repeat(61) }],
    ['uses a script URL as image', { urlImage: 'javascript:alert(1)' }],
  ];
  for (const [attack, change] of attacks) {
    it(`attack: refused when the owner ${attack}`, async () => {
      await assertFails(updateDoc(profileOf(as().customer('customer-1'), 'customer-1'), change));
    });
  }

  it('attack: a phone token saves another number than its own', async () => {
    await assertFails(
      updateDoc(profileOf(as().customerWithPhone('customer-1', '+525511111111'), 'customer-1'), {
        phone_1: '+525512345678',
      }),
    );
  });

  it('attack: a client sets email_verified_at on a profile that has none', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'profile-user/customer-2'), {
        ...newProfileDoc('customer-2'),
        created_at: Timestamp.now(),
      });
    });
    await assertFails(
      updateDoc(profileOf(as().customer('customer-2'), 'customer-2'), { email_verified_at: serverTimestamp() }),
    );
  });

  it('attack: another account, even staff, cannot update it; nobody deletes it', async () => {
    await assertFails(updateDoc(profileOf(as().customer('customer-2'), 'customer-1'), { first_name: 'Eve' }));
    await assertFails(updateDoc(profileOf(as().staff(), 'customer-1'), { first_name: 'Eve' }));
    await assertFails(deleteDoc(profileOf(as().customer('customer-1'), 'customer-1')));
  });
});

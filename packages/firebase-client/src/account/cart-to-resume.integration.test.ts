import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel } from 'firebase/firestore';
import { renameCart } from '../cart';
import { signOutAppCustomer, signUpAppCustomer } from '../emulator-clients';
import { getDb } from '../firestore';
import { createList } from '../quotes/quote-repository';
import { findCartToResume } from './account-service';

// The refused query below is expected; the SDK would log it as an error.
setLogLevel('silent');

describe('the cart a sign-in brings back, against the emulators and the rules', () => {
  let uid = '';

  beforeAll(async () => {
    uid = await signUpAppCustomer('carrito');
  });

  afterAll(async () => {
    await signOutAppCustomer();
  });

  it('is none for a customer without drafts, then the draft changed last', async () => {
    expect(await findCartToResume(getDb(), uid)).toBeNull();
    const centro = await createList(getDb(), { ownerUid: uid, customerName: 'Ana Prueba', alias: 'Obra Centro' });
    const apodaca = await createList(getDb(), { ownerUid: uid, customerName: 'Ana Prueba', alias: 'Obra Apodaca' });
    expect(await findCartToResume(getDb(), uid)).toBe(apodaca);
    // A change to the older list makes it the one the customer was filling.
    await renameCart(getDb(), centro, 'Obra Centro, etapa 2');
    expect(await findCartToResume(getDb(), uid)).toBe(centro);
  });

  it("refuses to look for another customer's cart (the rules)", async () => {
    const error = await findCartToResume(getDb(), `${uid}-otro`).catch((e: unknown) => e);
    expect(String((error as { code?: string }).code)).toBe('permission-denied');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { signInAnonymously, signOut } from 'firebase/auth';
import { doc, getDoc, setLogLevel as setFullSdkLogLevel, terminate } from 'firebase/firestore';
import { toAppError } from '@voltia/domain';
import { firebaseClientEnv } from './env';
import { getFirebaseAuth } from './auth';
import { getDb } from './firestore';
import { getServerDb } from './server';
import { doc as docLite, getDoc as getDocLite, setLogLevel } from 'firebase/firestore/lite';

// The denied reads below are expected; the SDK would log each as an error.
setLogLevel('silent');
setFullSdkLogLevel('silent');

describe('firebase-client against the emulators', () => {
  afterAll(async () => {
    await signOut(getFirebaseAuth());
    await terminate(getDb());
  });

  it('is configured for the demo project on the emulators', () => {
    const env = firebaseClientEnv();
    expect(env.projectId).toMatch(/^demo-/);
    expect(env.useEmulators).toBe(true);
  });

  it('returns the same instances on every call (emulators connected once)', () => {
    expect(getDb()).toBe(getDb());
    expect(getFirebaseAuth()).toBe(getFirebaseAuth());
    expect(getServerDb()).toBe(getServerDb());
  });

  it('signs in anonymously through the Auth emulator', async () => {
    const { user } = await signInAnonymously(getFirebaseAuth());
    expect(user.isAnonymous).toBe(true);
    expect(user.uid).toMatch(/\w{10,}/);
  });

  it('reaches the Firestore emulator, whose rules deny a document by default', async () => {
    const error = await getDoc(doc(getDb(), 'quote-detail/someone-else')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(toAppError(error).code).toMatch(/permission-denied/);
    expect(toAppError(error).userMessage).toMatch(/permiso/i);
  });

  it('reaches the emulator from the server (Lite) SDK too', async () => {
    const error = await getDocLite(docLite(getServerDb(), 'products/any')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(toAppError(error).code).toMatch(/permission-denied/);
  });
});

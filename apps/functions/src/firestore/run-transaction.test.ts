import { AppError } from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isClosedTransaction, runTransaction } from './run-transaction';

const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
  code: 3,
  details: 'Transaction is invalid or closed.',
});

/** A database whose runTransaction fails with `failures` in turn, then runs the update. */
function dbFailing(failures: unknown[]): { db: Firestore; runs: () => number } {
  let runs = 0;
  const db = {
    runTransaction: async (update: (tx: unknown) => Promise<unknown>) => {
      runs += 1;
      const failure = failures.shift();
      if (failure !== undefined) throw failure;
      return update({});
    },
  } as unknown as Firestore;
  return { db, runs: () => runs };
}

describe('isClosedTransaction', () => {
  it('recognises the emulator closing a contended transaction, and nothing else', () => {
    expect(isClosedTransaction(closed)).toBe(true);
    expect(isClosedTransaction(Object.assign(new Error('x'), { code: 3, details: 'Document id is too long.' }))).toBe(
      false,
    );
    expect(
      isClosedTransaction(Object.assign(new Error('x'), { code: 10, details: 'Transaction is invalid or closed.' })),
    ).toBe(false);
    expect(isClosedTransaction(undefined)).toBe(false);
  });
});

describe('runTransaction', () => {
  it('runs the whole transaction again when it was closed under it', async () => {
    const { db, runs } = dbFailing([closed, closed]);
    await expect(runTransaction(db, async () => 'hecho')).resolves.toBe('hecho');
    expect(runs()).toBe(3);
  });

  it('passes any other failure on at once', async () => {
    const other = new AppError('supplier/stale');
    const { db, runs } = dbFailing([other]);
    await expect(runTransaction(db, async () => 'hecho')).rejects.toBe(other);
    expect(runs()).toBe(1);
  });

  it('ends as contention (firestore/aborted) after five closed runs', async () => {
    const { db, runs } = dbFailing([closed, closed, closed, closed, closed, closed]);
    const failure = await runTransaction(db, async () => 'hecho').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('firestore/aborted');
    expect(runs()).toBe(5);
  });
});

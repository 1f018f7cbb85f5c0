import { AppError } from '@voltia/domain';
import type {
  Firestore,
  ReadOnlyTransactionOptions,
  ReadWriteTransactionOptions,
  Transaction,
} from 'firebase-admin/firestore';

/** Whole runs of a transaction that found itself closed, before the request is answered 503. */
const CLOSED_ATTEMPTS = 5;

/**
 * The Firestore emulator's answer when a transaction it already aborted for contention is used
 * again (gRPC INVALID_ARGUMENT "Transaction is invalid or closed."). Production answers ABORTED,
 * which the Admin SDK retries by itself; this one it does not, so it is retried here.
 */
export function isClosedTransaction(error: unknown): boolean {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  return code === 3 && typeof details === 'string' && /transaction is invalid or closed/i.test(details);
}

/**
 * Every transaction of the functions: the Admin SDK's runTransaction (which retries ABORTED itself),
 * run again from the start when the transaction was closed under it, after a short random pause.
 * A run that keeps meeting a closed transaction ends as contention (503 with Retry-After), never a 500.
 */
export async function runTransaction<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions | ReadOnlyTransactionOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(update, options);
    } catch (error) {
      if (!isClosedTransaction(error)) throw error;
      if (attempt >= CLOSED_ATTEMPTS)
        throw new AppError('firestore/aborted', { detail: `transaction closed ${attempt} times`, cause: error });
      await new Promise((done) => setTimeout(done, Math.random() * 50 * 2 ** attempt));
    }
  }
}

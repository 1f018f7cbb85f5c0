import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { describeIssues, resolveErrorCode, resolveGrpcStatus, toAppError } from './to-app-error';

/** What the Firebase web SDK throws: an Error subclass with a string `code`. */
function firebaseError(code: string, message = `Firebase: Error (${code}).`): Error & { code: string } {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

describe('toAppError', () => {
  it('passes an AppError through unchanged', () => {
    const error = new AppError('quote/expired');
    expect(toAppError(error)).toBe(error);
  });

  it('maps Firebase Auth errors by code and keeps the original as cause', () => {
    const raw = firebaseError('auth/email-already-in-use');
    const error = toAppError(raw);
    expect(error.code).toBe('auth/email-already-in-use');
    expect(error.userMessage).toBe('El correo electrónico ya está en uso.');
    expect(error.cause).toBe(raw);
  });

  it('gives wrong-password and user-not-found the same code and message', () => {
    const a = toAppError(firebaseError('auth/wrong-password'));
    const b = toAppError(firebaseError('auth/user-not-found'));
    expect(a.code).toBe('auth/invalid-credential');
    expect(b.code).toBe(a.code);
    expect(b.userMessage).toBe(a.userMessage);
  });

  it('maps Firestore errors, bare or prefixed', () => {
    expect(toAppError({ code: 'permission-denied', name: 'FirebaseError' }).code).toBe('firestore/permission-denied');
    expect(toAppError({ code: 'firestore/permission-denied' }).code).toBe('firestore/permission-denied');
    expect(toAppError({ code: 'functions/unavailable' }).code).toBe('firestore/unavailable');
    expect(toAppError({ code: 'storage/unauthenticated' }).code).toBe('firestore/unauthenticated');
  });

  it('maps our own codes that crossed a boundary as plain objects', () => {
    expect(toAppError({ code: 'cart/buy-now-failed' }).code).toBe('cart/buy-now-failed');
  });

  it('maps network failures from fetch in every browser wording', () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'fetch failed',
      'Network request failed',
    ]) {
      const error = toAppError(new TypeError(message));
      expect(error.code, message).toBe('network/request-failed');
    }
    expect(toAppError({ name: 'NetworkError', message: '' }).code).toBe('network/request-failed');
    expect(toAppError(firebaseError('auth/network-request-failed')).code).toBe('network/request-failed');
  });

  it('maps aborts and timeouts', () => {
    expect(toAppError({ name: 'AbortError', message: 'The operation was aborted.' }).code).toBe('network/timeout');
    expect(toAppError({ name: 'TimeoutError', message: 'signal timed out' }).code).toBe('network/timeout');
  });

  it('maps a ZodError to invalid input and lists the issues in the detail', () => {
    const result = z.object({ email: z.email(), n: z.number() }).safeParse({ email: 'x', n: 'y' });
    expect(result.success).toBe(false);
    const error = toAppError(result.error);
    expect(error.code).toBe('input/invalid');
    expect(error.detail).toContain('email:');
    expect(error.detail).toContain('n:');
    expect(error.cause).toBe(result.error);
  });

  it('recognises a ZodError from another zod copy by its shape', () => {
    const foreign = { name: 'ZodError', issues: [{ path: [], message: 'Required' }] };
    const error = toAppError(foreign);
    expect(error.code).toBe('input/invalid');
    expect(error.detail).toBe('(root): Required');
    expect(toAppError({ name: 'ZodError', issues: 'nope' }).code).toBe('unknown');
  });

  it('maps strings that are codes, and keeps other strings as detail', () => {
    expect(toAppError('auth/too-many-requests').code).toBe('auth/too-many-requests');
    expect(toAppError(' permission-denied ').code).toBe('firestore/permission-denied');
    const error = toAppError('something odd');
    expect(error.code).toBe('unknown');
    expect(error.detail).toBe('something odd');
    expect(error.cause).toBe('something odd');
  });

  it('uses the fallback for null, undefined, numbers and unknown objects', () => {
    expect(toAppError(null).code).toBe('unknown');
    expect(toAppError(undefined).code).toBe('unknown');
    expect(toAppError(42, 'cart/read-failed').code).toBe('cart/read-failed');
    expect(toAppError(new Error('weird'), 'cart/create-failed').code).toBe('cart/create-failed');
    expect(toAppError('weird', 'cart/buy-now-failed').code).toBe('cart/buy-now-failed');
  });

  it('keeps an unrecognised code in the detail for the logs', () => {
    const error = toAppError(firebaseError('auth/some-new-code'), 'auth/internal-error');
    expect(error.code).toBe('auth/internal-error');
    expect(error.detail).toBe('auth/some-new-code');
  });

  it('maps the Admin SDK numeric gRPC statuses (contention and overload included)', () => {
    const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), {
      code: 10,
      details: 'Transaction lock timeout.',
    });
    expect(toAppError(aborted)).toMatchObject({ code: 'firestore/aborted', cause: aborted });
    expect(toAppError({ code: 8 }).code).toBe('firestore/resource-exhausted');
    expect(toAppError({ code: 14 }).code).toBe('firestore/unavailable');
    expect(toAppError({ code: 4 }).code).toBe('firestore/deadline-exceeded');
    expect(toAppError({ code: 16 }).code).toBe('firestore/unauthenticated');
  });

  it('resolveGrpcStatus knows 1 to 16 only', () => {
    expect(resolveGrpcStatus(10)).toBe('firestore/aborted');
    for (const status of [0, -1, 17, 403, 1.5, Number.NaN])
      expect(resolveGrpcStatus(status), String(status)).toBeUndefined();
  });

  it('ignores a non-string code that is no gRPC status', () => {
    expect(toAppError({ code: 403 }).code).toBe('unknown');
    expect(toAppError({ code: 0 }).code).toBe('unknown');
  });
});

describe('resolveErrorCode', () => {
  it('returns undefined for unknown codes and inherited keys', () => {
    expect(resolveErrorCode('auth/nope')).toBeUndefined();
    expect(resolveErrorCode('constructor')).toBeUndefined();
    expect(resolveErrorCode('firestore/constructor')).toBeUndefined();
    expect(resolveErrorCode('')).toBeUndefined();
  });
});

describe('describeIssues', () => {
  it('joins paths and messages', () => {
    expect(
      describeIssues([
        { path: ['a', 0, 'b'], message: 'm1' },
        { path: [], message: 'm2' },
      ]),
    ).toBe('a.0.b: m1; (root): m2');
  });
});

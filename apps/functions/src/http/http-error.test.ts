import { AppError, isErrorCode } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { HTTP_ERRORS, httpError, isHttpErrorCode, refusalOfFailure } from './http-error';

describe('httpError', () => {
  it('gives every refusal a catalogue code and a 4xx/5xx status', () => {
    for (const [code, { status }] of Object.entries(HTTP_ERRORS)) {
      expect(isErrorCode(code), code).toBe(true);
      expect(status).toBeGreaterThanOrEqual(400);
    }
  });

  it('maps the quote refusals to their statuses', () => {
    expect(httpError('quote/not-owner').status).toBe(403);
    expect(httpError('quote/invalid-move').status).toBe(409);
    expect(httpError('firestore/not-found').status).toBe(404);
    expect(httpError('input/invalid')).toEqual({
      status: 400,
      headers: {},
      body: {
        error: { code: 'input/invalid', message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.' },
      },
    });
  });

  it('names the unavailable products in the message and lists them in the body (409)', () => {
    expect(httpError('quote/unavailable-products', ['Contactor 25 A', 'Cable THW'])).toEqual({
      status: 409,
      headers: {},
      body: {
        error: {
          code: 'quote/unavailable-products',
          message:
            'Estos productos ya no están disponibles: «Contactor 25 A», «Cable THW». Quítalos de tu carrito para continuar.',
          items: ['Contactor 25 A', 'Cable THW'],
        },
      },
    });
  });

  it('answers contention and overload 503 or 429 with Retry-After and the Spanish message, never 500', () => {
    expect(httpError('firestore/aborted')).toEqual({
      status: 503,
      headers: { 'Retry-After': '2' },
      body: {
        error: {
          code: 'firestore/aborted',
          message: 'Otra persona modificó estos datos al mismo tiempo. Inténtalo de nuevo.',
        },
      },
    });
    expect(httpError('firestore/unavailable')).toMatchObject({ status: 503, headers: { 'Retry-After': '2' } });
    expect(httpError('firestore/deadline-exceeded')).toMatchObject({ status: 503, headers: { 'Retry-After': '2' } });
    expect(httpError('firestore/resource-exhausted')).toMatchObject({ status: 429, headers: { 'Retry-After': '10' } });
  });

  it('isHttpErrorCode knows the refusals only', () => {
    expect(isHttpErrorCode('quote/forbidden')).toBe(true);
    expect(isHttpErrorCode('firestore/aborted')).toBe(true);
    expect(isHttpErrorCode('firestore/permission-denied')).toBe(false);
    expect(isHttpErrorCode('toString')).toBe(false);
  });
});

describe('refusalOfFailure', () => {
  // What the Admin SDK rejects with: a numeric gRPC code and the status name in the message.
  const grpc = (code: number, text: string) => Object.assign(new Error(`${code} ${text}`), { code, details: text });

  it.each([
    [10, 'ABORTED: Transaction lock timeout.', 'firestore/aborted', 503],
    [8, 'RESOURCE_EXHAUSTED: Quota exceeded.', 'firestore/resource-exhausted', 429],
    [14, 'UNAVAILABLE: No connection established.', 'firestore/unavailable', 503],
    [4, 'DEADLINE_EXCEEDED: Deadline exceeded.', 'firestore/deadline-exceeded', 503],
  ])('gRPC %i (%s) is %s, answered %i', (code, text, expected, status) => {
    const refusal = refusalOfFailure(grpc(code, text));
    expect(refusal).toEqual({ code: expected, detail: `${code} ${text}` });
    expect(httpError(refusal?.code ?? 'input/invalid').status).toBe(status);
  });

  it('knows the web SDK names of the same statuses', () => {
    expect(refusalOfFailure(Object.assign(new Error('contention'), { code: 'aborted' }))?.code).toBe(
      'firestore/aborted',
    );
  });

  it('keeps a refusal a rule threw, with its detail and the items it names', () => {
    expect(refusalOfFailure(new AppError('quote/unavailable-products', { detail: 'p-9', items: ['Foco'] }))).toEqual({
      code: 'quote/unavailable-products',
      detail: 'p-9',
      items: ['Foco'],
    });
    expect(refusalOfFailure(new AppError('quote/not-owner', { detail: 'quote q1' }))).toEqual({
      code: 'quote/not-owner',
      detail: 'quote q1',
    });
    expect(refusalOfFailure(new AppError('quote/empty'))).toEqual({ code: 'quote/empty', detail: undefined });
  });

  it.each([
    ['a fault of the server itself (gRPC 16, the service account)', grpc(16, 'UNAUTHENTICATED: bad credentials')],
    ['a permission error (gRPC 7)', grpc(7, 'PERMISSION_DENIED')],
    ['invalid data sent to the database (gRPC 3)', grpc(3, 'INVALID_ARGUMENT')],
    ['an AppError without an HTTP status', new AppError('firestore/data-loss')],
    ['a plain error', new Error('boom')],
    ['not an error at all', 'boom'],
  ])('%s is a fault (500), not a refusal', (_name, cause) => {
    expect(refusalOfFailure(cause)).toBeUndefined();
  });
});

import { isErrorCode } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { HTTP_ERRORS, httpError, isHttpErrorCode } from './http-error';

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
    expect(httpError('input/invalid', 'details.tax_id')).toEqual({
      status: 400,
      body: { error: { code: 'input/invalid', message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.', detail: 'details.tax_id' } },
    });
  });

  it('isHttpErrorCode knows the refusals only', () => {
    expect(isHttpErrorCode('quote/forbidden')).toBe(true);
    expect(isHttpErrorCode('firestore/aborted')).toBe(false);
    expect(isHttpErrorCode('toString')).toBe(false);
  });
});

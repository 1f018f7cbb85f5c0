import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { err, ok, unwrapResult } from './result';

describe('Result', () => {
  it('ok carries a value and err carries an error', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    const error = new AppError('unknown');
    expect(err(error)).toEqual({ ok: false, error });
  });

  it('unwrapResult returns the value or throws the error itself', () => {
    expect(unwrapResult(ok('x'))).toBe('x');
    const error = new AppError('cart/read-failed');
    expect(() => unwrapResult(err(error))).toThrow(error);
  });
});

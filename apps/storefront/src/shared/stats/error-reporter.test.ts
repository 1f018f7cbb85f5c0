import { AppError } from '@voltia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleErrorReporter } from './create-console-error-reporter';
import { getErrorReporter, reportError, setErrorReporter } from './error-reporter';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createConsoleErrorReporter', () => {
  it('writes one JSON line with level, time, code, detail, cause and context', () => {
    const lines: string[] = [];
    const reporter = createConsoleErrorReporter((line) => lines.push(line));
    const cause = { sku: '' };
    reporter.report(new AppError('stats/invalid-event', { cause, detail: 'product_viewed: sku: Too small' }), {
      kind: 'product_viewed',
    });
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(record).toEqual({
      level: 'warn',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: 'storefront',
      message: 'A stats event failed validation and was dropped. (product_viewed: sku: Too small)',
      error: {
        name: 'AppError',
        message: 'A stats event failed validation and was dropped. (product_viewed: sku: Too small)',
        code: 'stats/invalid-event',
        detail: 'product_viewed: sku: Too small',
        cause: { sku: '' },
      },
      context: { kind: 'product_viewed' },
    });
  });

  it('copes with values that are not errors and with context that does not serialise', () => {
    const lines: string[] = [];
    const reporter = createConsoleErrorReporter((line) => lines.push(line));
    const circular: Record<string, unknown> = { big: 10n };
    circular.self = circular;
    reporter.report('plain text', circular);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      message: 'plain text',
      error: 'plain text',
      context: { big: '10', self: '[circular]' },
    });
  });

  it('writes to console.warn by default, never console.error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    createConsoleErrorReporter().report(new Error('boom'));
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('the reporter port', () => {
  it('setErrorReporter replaces the reporter and gives back a restore function', () => {
    const original = getErrorReporter();
    const report = vi.fn();
    const restore = setErrorReporter({ report });
    reportError(new Error('x'), { where: 'test' });
    expect(report).toHaveBeenCalledWith(new Error('x'), { where: 'test' });
    restore();
    expect(getErrorReporter()).toBe(original);
  });

  it('reportError falls back to the console line when the reporter throws, and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restore = setErrorReporter({
      report: () => {
        throw new Error('reporter down');
      },
    });
    expect(() => reportError(new Error('original'), { kind: 'search_record' })).not.toThrow();
    restore();
    expect(warn).toHaveBeenCalledOnce();
    const record = JSON.parse(String(warn.mock.calls[0]?.[0])) as { message: string; context: Record<string, unknown> };
    expect(record.message).toBe('original');
    expect(record.context).toMatchObject({ kind: 'search_record', reporterFailure: { message: 'reporter down' } });
  });
});

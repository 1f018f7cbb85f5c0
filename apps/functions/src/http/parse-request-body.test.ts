import { describe, expect, it } from 'vitest';
import { ZWellFormedText } from '@voltia/domain';
import { z } from 'zod';
import { parseRequestBody } from './parse-request-body';

const ZBody = z.object({ id: z.string().min(1), details: z.object({ city: z.string().min(1) }).strict() }).strict();

describe('parseRequestBody', () => {
  it('returns the parsed value', () => {
    expect(parseRequestBody(ZBody, { id: 'q1', details: { city: 'León' } })).toEqual({
      ok: true,
      value: { id: 'q1', details: { city: 'León' } },
    });
  });

  it('names missing, invalid and unknown fields as dotted paths, once each', () => {
    const result = parseRequestBody(ZBody, { id: '', details: { city: '', evil: 1 }, extra: 2 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual(['id', 'details.city', 'details.evil', 'extra']);
    expect(result.detail).toContain('details.city:');
  });

  it('says input/invalid-text when the only problem is text the domain refuses (a control character, an override)', () => {
    const ZText = z.object({ name: ZWellFormedText.min(1), notes: ZWellFormedText }).strict();
    expect(parseRequestBody(ZText, { name: 'Ana\u202E', notes: '\u001B[2J' })).toMatchObject({
      ok: false,
      code: 'input/invalid-text',
      fields: ['name', 'notes'],
    });
    expect(parseRequestBody(ZText, { name: '', notes: '\u001B[2J' })).toMatchObject({
      ok: false,
      code: 'input/invalid',
      fields: ['name', 'notes'],
    });
    expect(parseRequestBody(ZBody, { id: '' })).toMatchObject({ ok: false, code: 'input/invalid' });
  });

  it('names the body itself when it is not an object, never echoing values', () => {
    const result = parseRequestBody(ZBody, 'secreto');
    expect(result).toMatchObject({ ok: false, fields: ['body'] });
    expect(!result.ok && result.detail).not.toContain('secreto');
  });
});

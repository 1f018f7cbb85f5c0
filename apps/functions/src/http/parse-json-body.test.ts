import { describe, expect, it } from 'vitest';
import { parseJsonBody } from './parse-json-body';

describe('parseJsonBody', () => {
  it('parses JSON from raw bytes or a string (a text/plain beacon body)', () => {
    expect(parseJsonBody(Buffer.from('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonBody('{"término":"añil"}', 100)).toEqual({ ok: true, value: { término: 'añil' } });
  });

  it('refuses malformed JSON with the parser detail', () => {
    const result = parseJsonBody('{"a":', 100);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('http/invalid-json');
      expect(result.error.detail).not.toBe('');
    }
  });

  it.each([undefined, '', '   ', Buffer.alloc(0)])('refuses an empty body (%j)', (raw) => {
    expect(parseJsonBody(raw, 100)).toEqual({ ok: false, error: { code: 'http/invalid-json', detail: 'empty body' } });
  });

  it('counts bytes, not characters, against the limit, and checks it before parsing', () => {
    expect(parseJsonBody(`"${'a'.repeat(8)}"`, 10).ok).toBe(true);
    // 5 characters, 10 bytes in UTF-8, plus quotes: over a 10-byte limit.
    expect(parseJsonBody(`"${'ñ'.repeat(5)}"`, 10)).toEqual({
      ok: false,
      error: { code: 'http/payload-too-large', detail: '12 bytes, limit 10' },
    });
    expect(parseJsonBody(Buffer.alloc(11, 0x20), 10).ok && 'parsed').toBe(false);
  });
});

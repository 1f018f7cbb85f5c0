import { describe, expect, it } from 'vitest';
import { parseJsonRecord } from './json-record';

describe('parseJsonRecord', () => {
  it('returns the stored object', () => {
    expect(parseJsonRecord('{"a":1,"b":"x"}')).toEqual({ a: 1, b: 'x' });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"a":'],
    ['a JSON null', 'null'],
    ['a number', '3'],
    ['a string', '"texto"'],
    ['an array', '[1,2]'],
  ])('is null for %s', (_label, raw) => {
    expect(parseJsonRecord(raw)).toBeNull();
  });
});

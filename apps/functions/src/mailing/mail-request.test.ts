import { ZMailRequest } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { parseRequestBody } from '../http/parse-request-body';

// The /send body, parsed by the route's contract as the handler parses it.
const parseMailRequest = (body: unknown) => parseRequestBody(ZMailRequest, body);

describe('parseMailRequest', () => {
  it('accepts a recipient and a known template, lower-casing the address', () => {
    expect(parseMailRequest({ to: ' Ana@Cliente.Example ', type: 'signup' })).toEqual({
      ok: true,
      value: { to: 'ana@cliente.example', type: 'signup' },
    });
  });

  it.each([
    ['no recipient', { type: 'signup' }, ['to']],
    ['a malformed recipient', { to: 'ana', type: 'signup' }, ['to']],
    ['several recipients', { to: 'a@x.example, b@x.example', type: 'signup' }, ['to']],
    ['a header injection', { to: 'a@x.example\r\nBcc: b@x.example', type: 'signup' }, ['to']],
    ['a very long recipient', { to: `${'a'.repeat(250)}@x.example`, type: 'signup' }, ['to']],
    ['an unknown template', { to: 'a@x.example', type: 'newsletter' }, ['type']],
    ['free text', { to: 'a@x.example', type: 'signup', html: '<b>spam</b>' }, ['html']],
    ['not an object', 'a@x.example', ['body']],
    ['null', null, ['body']],
  ])('refuses %s, naming the fields', (_name, body, fields) => {
    const result = parseMailRequest(body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fields).toEqual(fields);
      expect(result.detail).not.toBe('');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isJsonMediaType, unreadableJsonBody } from './unreadable-json-body';

describe('unreadableJsonBody', () => {
  it('says why a body declared JSON is not JSON', () => {
    expect(unreadableJsonBody('application/json', '{"a":')).toEqual(expect.any(String));
    expect(unreadableJsonBody('application/json; charset=utf-8', Buffer.from('{"a":'))).toEqual(expect.any(String));
    expect(unreadableJsonBody('Application/Problem+JSON', 'no')).toEqual(expect.any(String));
    expect(unreadableJsonBody('application/json', '   ')).toBe('empty body');
  });

  it('lets JSON through, whatever the endpoint then makes of it', () => {
    expect(unreadableJsonBody('application/json', '{"a":1}')).toBeUndefined();
    expect(unreadableJsonBody('application/json', Buffer.from('123'))).toBeUndefined();
  });

  it('leaves an empty body and a body not declared JSON to the endpoint', () => {
    expect(unreadableJsonBody('application/json', undefined)).toBeUndefined();
    expect(unreadableJsonBody('application/json', '')).toBeUndefined();
    expect(unreadableJsonBody('application/json', Buffer.alloc(0))).toBeUndefined();
    expect(unreadableJsonBody('text/plain;charset=UTF-8', '{"a":')).toBeUndefined();
    expect(unreadableJsonBody(undefined, '{"a":')).toBeUndefined();
  });
});

describe('isJsonMediaType', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/ld+json'])(
    '%s is JSON',
    (type) => {
      expect(isJsonMediaType(type)).toBe(true);
    },
  );

  it.each([undefined, '', 'text/plain', 'application/jsonp', 'text/json', 'application/x-www-form-urlencoded'])(
    '%s is not',
    (type) => {
      expect(isJsonMediaType(type)).toBe(false);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_STOREFRONT_ORIGINS, parseFunctionsEnv } from './env';

describe('parseFunctionsEnv', () => {
  it('defaults the storefront origins to the local dev server', () => {
    expect(parseFunctionsEnv({}).storefrontOrigins).toEqual([...DEFAULT_STOREFRONT_ORIGINS]);
    expect(parseFunctionsEnv({ STOREFRONT_ORIGINS: '  ' }).storefrontOrigins).toEqual([...DEFAULT_STOREFRONT_ORIGINS]);
  });

  it('reads a comma-separated list, trimmed, reduced to origins', () => {
    const env = parseFunctionsEnv({ STOREFRONT_ORIGINS: ' https://voltia.example/ , http://localhost:3100,' });
    expect(env.storefrontOrigins).toEqual(['https://voltia.example', 'http://localhost:3100']);
  });

  it('refuses a value that is not a list of http(s) origins, naming the variable', () => {
    expect(() => parseFunctionsEnv({ STOREFRONT_ORIGINS: 'voltia.example' })).toThrow(/STOREFRONT_ORIGINS/);
    expect(() => parseFunctionsEnv({ STOREFRONT_ORIGINS: 'ftp://voltia.example' })).toThrow(/STOREFRONT_ORIGINS/);
    expect(() => parseFunctionsEnv({ STOREFRONT_ORIGINS: ',' })).toThrow(/STOREFRONT_ORIGINS/);
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SMTP_HOST,
  DEFAULT_SMTP_PORT,
  DEFAULT_STAFF_INBOX,
  DEFAULT_STOREFRONT_ORIGINS,
  DEFAULT_STOREFRONT_URL,
  parseFunctionsEnv,
  VARIABLE_OF,
} from './env';

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

  it('defaults the storefront URL and the SMTP server to the local ones', () => {
    const env = parseFunctionsEnv({ SMTP_HOST: ' ' });
    expect(env).toMatchObject({
      storefrontUrl: DEFAULT_STOREFRONT_URL,
      smtpHost: DEFAULT_SMTP_HOST,
      smtpPort: DEFAULT_SMTP_PORT,
    });
  });

  it('reads STOREFRONT_URL as an origin and SMTP_HOST/SMTP_PORT', () => {
    const env = parseFunctionsEnv({
      STOREFRONT_URL: 'https://voltia.example/',
      SMTP_HOST: 'smtp.voltia.example',
      SMTP_PORT: '587',
    });
    expect(env).toMatchObject({
      storefrontUrl: 'https://voltia.example',
      smtpHost: 'smtp.voltia.example',
      smtpPort: 587,
    });
  });

  it('refuses a bad storefront URL or SMTP port, naming the variable', () => {
    expect(() => parseFunctionsEnv({ STOREFRONT_URL: 'javascript:alert(1)' })).toThrow(/STOREFRONT_URL/);
    expect(() => parseFunctionsEnv({ SMTP_PORT: 'smtp' })).toThrow(/SMTP_PORT/);
    expect(() => parseFunctionsEnv({ SMTP_PORT: '70000' })).toThrow(/SMTP_PORT/);
  });

  it('has a deploy template naming every variable, with values it accepts', () => {
    const template = readFileSync(resolve(__dirname, '../.env.example-project'), 'utf8');
    const values = Object.fromEntries(
      template
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(values).sort()).toEqual(Object.values(VARIABLE_OF).sort());
    expect(parseFunctionsEnv(values)).toMatchObject({
      smtpPort: 587,
      smtpUser: expect.any(String),
      trustedProxyHops: 1,
    });
  });

  it('reads the SMTP account, absent locally', () => {
    expect(parseFunctionsEnv({}).smtpUser).toBeUndefined();
    expect(parseFunctionsEnv({ SMTP_USER: '  ' }).smtpUser).toBeUndefined();
    expect(parseFunctionsEnv({ SMTP_USER: ' apikey ' }).smtpUser).toBe('apikey');
  });

  it('defaults the staff inbox to the sales address and reads STAFF_INBOX lower-cased', () => {
    expect(DEFAULT_STAFF_INBOX).toBe('ventas@voltia.example');
    expect(parseFunctionsEnv({ STAFF_INBOX: ' ' }).staffInbox).toBe(DEFAULT_STAFF_INBOX);
    expect(parseFunctionsEnv({ STAFF_INBOX: ' Cotizaciones@Voltia.example ' }).staffInbox).toBe(
      'cotizaciones@voltia.example',
    );
  });

  it('refuses a staff inbox that is not one address, naming the variable', () => {
    expect(() => parseFunctionsEnv({ STAFF_INBOX: 'ventas' })).toThrow(/STAFF_INBOX/);
    expect(() => parseFunctionsEnv({ STAFF_INBOX: 'a@voltia.example, b@voltia.example' })).toThrow(/STAFF_INBOX/);
  });

  it('keeps raw stats events 90 days unless STATS_EVENT_RETENTION_DAYS says otherwise (1 to 3650)', () => {
    expect(parseFunctionsEnv({}).statsEventRetentionDays).toBe(90);
    expect(parseFunctionsEnv({ STATS_EVENT_RETENTION_DAYS: '30' }).statsEventRetentionDays).toBe(30);
    expect(() => parseFunctionsEnv({ STATS_EVENT_RETENTION_DAYS: '0' })).toThrow(/STATS_EVENT_RETENTION_DAYS/);
    expect(() => parseFunctionsEnv({ STATS_EVENT_RETENTION_DAYS: 'siempre' })).toThrow(/STATS_EVENT_RETENTION_DAYS/);
  });

  it('trusts one proxy hop for client addresses unless TRUSTED_PROXY_HOPS says otherwise (0 to 10)', () => {
    expect(parseFunctionsEnv({}).trustedProxyHops).toBe(1);
    expect(parseFunctionsEnv({ TRUSTED_PROXY_HOPS: '0' }).trustedProxyHops).toBe(0);
    expect(() => parseFunctionsEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

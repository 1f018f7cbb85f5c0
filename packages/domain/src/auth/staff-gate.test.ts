import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAFF_EMAIL_DOMAIN, isCompanyEmail } from './company-email';
import { ZStaffEmailDomain, isStaffUser } from './staff-gate';

const verified = (email: string | null | undefined) => ({ email, emailVerified: true });

describe('isStaffUser', () => {
  it('admits a verified address at the company domain, whatever its case', () => {
    expect(isStaffUser(verified('ventas@voltia.example'))).toBe(true);
    expect(isStaffUser(verified('Ventas@VOLTIA.Example'))).toBe(true);
    expect(isStaffUser(verified(' ventas@voltia.example '))).toBe(true);
    expect(isStaffUser(verified('a@otra.example'), 'OTRA.example')).toBe(true);
  });

  it('refuses an unverified address even at the company domain', () => {
    expect(isStaffUser({ email: 'ventas@voltia.example', emailVerified: false })).toBe(false);
  });

  it.each([
    'x@evilvoltia.example',
    'x@voltia.example.evil.com',
    'x@sub.voltia.example',
    'x@voltia.examples',
    'x@voltia.example.',
    'voltia.example',
    '@voltia.example',
    'x@voltia.example@evil.com',
    'x@evil.com@voltia.example',
    'x@voltiaexample',
    'x+voltia.example@gmail.com',
  ])('refuses %s', (email) => {
    expect(isStaffUser(verified(email))).toBe(false);
  });

  it('refuses missing emails and an invalid configured domain', () => {
    expect(isStaffUser(verified(null))).toBe(false);
    expect(isStaffUser(verified(undefined))).toBe(false);
    expect(isStaffUser(verified('x@voltia.example'), '')).toBe(false);
    expect(isStaffUser(verified('x@voltia.example'), '@voltia.example')).toBe(false);
    expect(isStaffUser(verified('x@'), '')).toBe(false);
  });

  it('defaults to voltia.example', () => {
    expect(DEFAULT_STAFF_EMAIL_DOMAIN).toBe('voltia.example');
  });

  it('property: an email is staff only if it is exactly local@domain', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.boolean(), (email, emailVerified) => {
        const staff = isStaffUser({ email, emailVerified });
        const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
        expect(staff).toBe(emailVerified && domain === DEFAULT_STAFF_EMAIL_DOMAIN);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._-]{1,20}$/), (local) => {
        expect(isStaffUser(verified(`${local}@voltia.example`))).toBe(true);
      }),
    );
  });
});

describe('ZStaffEmailDomain', () => {
  it('normalises and accepts host names', () => {
    expect(ZStaffEmailDomain.parse(' Voltia.Example ')).toBe('voltia.example');
    expect(ZStaffEmailDomain.parse('mail.empresa.com.mx')).toBe('mail.empresa.com.mx');
  });

  it.each([
    '',
    'voltia',
    '@voltia.example',
    'https://voltia.example',
    'voltia..example',
    '-voltia.example',
    'voltia.example/',
    'a b.com',
  ])('refuses %j', (domain) => {
    expect(ZStaffEmailDomain.safeParse(domain).success).toBe(false);
  });
});

describe('isCompanyEmail (zod-free, for the header)', () => {
  it('is the domain part of the gate, without the verification', () => {
    expect(isCompanyEmail(' Ventas@VOLTIA.example ')).toBe(true);
    expect(isCompanyEmail('a@otra.example', 'otra.example')).toBe(true);
    for (const email of [
      'x@evilvoltia.example',
      'x@voltia.example.evil',
      'a@b@voltia.example',
      '@voltia.example',
      null,
      undefined,
    ]) {
      expect(isCompanyEmail(email)).toBe(false);
    }
  });
});
